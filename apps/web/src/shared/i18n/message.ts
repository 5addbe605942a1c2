/**
 * A user message as decisions return it: a catalogue key and the values it interpolates. Decisions stay pure
 * and language-free; the component renders it with `t(message.key, message.values)`.
 */
export interface Message {
  key: string;
  values?: Record<string, string | number>;
}

export const message = (key: string, values?: Record<string, string | number>): Message =>
  values ? { key, values } : { key };
