import { bandFromRaw, overallBand } from './ielts-band.ts';
import type { IeltsBandRequest, IeltsBandResponse } from './schemas.ts';

/**
 * The whole IELTS answer for a request that passed `IeltsBandRequest`: raw Listening and Reading
 * scores converted with the published tables, then the overall band. Shared by the API and the
 * page, so both always agree.
 */
export function ieltsBandResult(request: IeltsBandRequest): IeltsBandResponse {
  const module = request.module ?? 'academic';
  const convertedFromRaw: IeltsBandResponse['convertedFromRaw'] = [];
  const skillBand = (skill: 'listening' | 'reading'): number => {
    const band = request[skill];
    if (band !== undefined) return band;
    convertedFromRaw.push(skill);
    const converted = bandFromRaw({ skill, raw: request[`${skill}Raw`] ?? 0, module });
    if (converted === undefined) throw new RangeError(`${skill}Raw is below the published table`);
    return converted;
  };
  const bands = {
    listening: skillBand('listening'),
    reading: skillBand('reading'),
    writing: request.writing,
    speaking: request.speaking,
  };
  return { overall: overallBand(bands), ...bands, convertedFromRaw };
}
