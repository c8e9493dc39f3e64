import type { Readable } from 'node:stream';

/**
 * Ports to the outside world. Each has a local adapter that behaves like the outside party; a real
 * vendor plugs in by implementing the same interface (see docs/decisions.md, "Ports").
 */
export interface SmsPort {
  /** Sends a text to a mobile number. areaCode is '+853' | '+852' | '+86'. */
  send(to: { areaCode: string; mobile: string }, text: string): Promise<void>;
}

export interface MailPort {
  send(to: string, subject: string, body: string): Promise<void>;
}

export interface FileStore {
  put(key: string, data: Buffer | Readable): Promise<{ size: number }>;
  get(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}

export interface Clock {
  now(): Date;
}

export interface Ports {
  sms: SmsPort;
  mail: MailPort;
  files: FileStore;
  clock: Clock;
}
