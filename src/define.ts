/** Registers every Help & Support tag (idempotent: a tag already defined is left alone). */
import { define as defineMeterReadForm } from './elements/meter-read-form/meter-read-form.element';

export function defineAll(): void {
  defineMeterReadForm();
}

defineAll();
