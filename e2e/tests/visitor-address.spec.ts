import { expect, test } from '../fixtures/test.ts';
import { startSecondWeb } from '../fixtures/second-web.ts';
import { newStudent } from '../fixtures/lead.ts';
import { requestFrom } from '../fixtures/http-from.ts';

const WEB_URL = `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 3100}`;
/** OTP SMS one visitor address may have sent an hour (the API's OTP_SENDS_PER_IP_PER_HOUR). */
const OTP_SENDS_PER_ADDRESS = 20;

/** An enquiry that sends an OTP, from `localAddress`, claiming `forwardedFor` as the visitor. */
function enquire(webUrl: string, localAddress: string, forwardedFor: string) {
  const student = newStudent();
  return requestFrom(localAddress, `${webUrl}/study-abroad/api/lead`, {
    headers: { 'x-forwarded-for': forwardedFor },
    json: {
      name: student.name,
      mobile: student.mobile,
      email: student.email,
      countryCode: '+91',
      contactConsent: true,
      sendOtp: true,
    },
  });
}

test.describe("the visitor's address the API's limits count (issue 28)", () => {
  // Each test spends one address's hourly OTP sends: an address of its own, so no other journey is refused.
  test.describe.configure({ timeout: 120_000 });

  test('is the connection, whatever x-forwarded-for a client sends', async () => {
    const visitor = '127.0.0.77';
    for (let i = 0; i < OTP_SENDS_PER_ADDRESS; i += 1) {
      const sent = await enquire(WEB_URL, visitor, `192.0.2.${i}`);
      expect(sent.status, sent.body).toBe(200);
    }
    const refused = await enquire(WEB_URL, visitor, '192.0.2.250');
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS' });
  });

  test.describe('behind a front proxy listed in WEB_TRUSTED_PROXIES', () => {
    let web: Awaited<ReturnType<typeof startSecondWeb>>;

    test.beforeAll(async () => {
      // Believing proxies on this host.
      web = await startSecondWeb({ WEB_TRUSTED_PROXIES: 'loopback' });
    });

    test.afterAll(() => web.stop());

    test('believes the address the proxy appended, and counts each visitor apart', async () => {
      // A proxy on this host (127.0.0.78) appends the address it saw to what the client sent.
      const proxy = '127.0.0.78';
      for (let i = 0; i < OTP_SENDS_PER_ADDRESS; i += 1) {
        const sent = await enquire(web.url, proxy, `10.9.9.${i}, 198.51.100.7`);
        expect(sent.status, sent.body).toBe(200);
      }
      expect((await enquire(web.url, proxy, '10.9.9.250, 198.51.100.7')).status).toBe(429);
      expect((await enquire(web.url, proxy, '198.51.100.8')).status).toBe(200);
    });
  });
});
