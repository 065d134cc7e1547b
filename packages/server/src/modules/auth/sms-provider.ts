/** How SMS codes leave the server. `console` logs one line; a real provider plugs in by SMS_PROVIDER. */
import type { FastifyBaseLogger } from 'fastify';

export interface SmsProvider {
  sendCode(phone: string, code: string): Promise<void>;
}

export class ConsoleSmsProvider implements SmsProvider {
  constructor(private log: FastifyBaseLogger) {}
  async sendCode(phone: string, code: string): Promise<void> {
    this.log.info({ sms: { phone, code } }, `SMS code for ${phone}: ${code}`);
  }
}

export function createSmsProvider(name: 'console', log: FastifyBaseLogger): SmsProvider {
  switch (name) {
    case 'console':
      return new ConsoleSmsProvider(log);
  }
}
