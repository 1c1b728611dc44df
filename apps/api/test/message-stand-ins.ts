import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free local port that keeps what it receives; while `failing` is set it
 * answers every sender with 421 (service not available), as a relay in an outage does.
 */
export async function startSmtp(): Promise<{
  port: number;
  mails: ReceivedMail[];
  /** Refused attempts, with when each came. */
  refusals: { at: number }[];
  failing: { value: boolean };
  close(): Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const refusals: { at: number }[] = [];
  const failing = { value: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onMailFrom(_address, _session, callback) {
      if (!failing.value) return callback();
      refusals.push({ at: Date.now() });
      callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  server.on('error', () => {
    // A client cut off mid-session (a test closing) is no failure of the stand-in.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    mails,
    refusals,
    failing,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface GatewayCall {
  authorization: string | undefined;
  body: { to: string; senderId: string; templateId: string; message: string };
  status: number;
}

/** An HTTP SMS gateway that answers with the given status and records every call. */
export async function startSmsGateway(): Promise<{
  url: string;
  calls: GatewayCall[];
  answer: { status: number };
  server: Server;
  close(): Promise<void>;
}> {
  const calls: GatewayCall[] = [];
  const answer = { status: 202 };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      calls.push({
        authorization: req.headers.authorization,
        body: JSON.parse(raw) as GatewayCall['body'],
        status: answer.status,
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/sms`,
    calls,
    answer,
    server,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The settings that point the notifier at the stand-ins. */
export function standInEnv(smtpPort: number, gatewayUrl: string): Record<string, string> {
  return {
    EMAIL_PROVIDER: 'smtp',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'hello@meridian.study',
    SMS_PROVIDER: 'http-sms',
    SMS_GATEWAY_URL: gatewayUrl,
    SMS_GATEWAY_TOKEN: 'gateway-test-token',
    SMS_SENDER_ID: 'MRDIAN',
    SMS_DLT_TEMPLATE_ID: '1107161234567890123',
  };
}
