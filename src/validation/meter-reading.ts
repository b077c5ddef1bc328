/**
 * Meter readings: required, digits 0 to 9 only, at most 6 digits each.
 * Surrounding spaces are trimmed; a space between digits is refused (a reading is one
 * number). Leading zeros are kept: they are on the dial. Output is the trimmed reading.
 * A reading typed with a decimal point ('12345.6', '12345.') is told to leave out what follows
 * the point, as the hint says, before any other message.
 */
import { check, maxLength, nonEmpty, pipe, regex, string, trim } from 'valibot';
import { METER_READING_MAX_LENGTH } from './forms/constants';
import { messages } from './messages';

export const METER_READING_PATTERN = /^[0-9]+$/;

/** Digits, a decimal point, and maybe more digits: a reading copied with its decimals. */
export const DECIMAL_METER_READING_PATTERN = /^[0-9]+\.[0-9]*$/;

interface MeterReadingMessages {
  required: string;
  decimal: string;
  characters: string;
  tooLong: string;
}

function meterReadingSchema(text: MeterReadingMessages) {
  return pipe(
    string(text.required),
    trim(),
    nonEmpty(text.required),
    check((value) => !DECIMAL_METER_READING_PATTERN.test(value), text.decimal),
    regex(METER_READING_PATTERN, text.characters),
    maxLength(METER_READING_MAX_LENGTH, text.tooLong),
  );
}

export const gasReadingSchema = meterReadingSchema(messages.gasReading);
export const electricityReadingSchema = meterReadingSchema(messages.electricityReading);
/** Economy 7 normal (day) reading. */
export const economy7NormalReadingSchema = meterReadingSchema(messages.economy7NormalReading);
/** Economy 7 low (night) reading. */
export const economy7LowReadingSchema = meterReadingSchema(messages.economy7LowReading);
