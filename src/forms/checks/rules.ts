/**
 * Turns a valibot (Standard Schema) schema into the form's rules. Imported only by elements'
 * checks modules, which load after the form shows: the resolver travels with the rules.
 */
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { FieldValues, Resolver } from 'react-hook-form';

export type FormSchema<Values extends FieldValues> = Parameters<typeof standardSchemaResolver<Values, unknown, Values>>[0];

export function rulesResolver<Values extends FieldValues>(schema: FormSchema<Values>): Resolver<Values> {
  return standardSchemaResolver(schema);
}
