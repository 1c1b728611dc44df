import { describe, expect, it } from 'vitest';
import { usGpa } from './us-gpa.ts';

describe('CGPA to US GPA (linear)', () => {
  it('scales each Indian scale to 4.0 and rounds to two decimals', () => {
    expect(usGpa({ cgpa: 8, scale: 10 })).toBe(3.2);
    expect(usGpa({ cgpa: 8.75, scale: 10 })).toBe(3.5);
    expect(usGpa({ cgpa: 6.3, scale: 7 })).toBe(3.6);
    expect(usGpa({ cgpa: 4.2, scale: 5 })).toBe(3.36);
    expect(usGpa({ cgpa: 3.67, scale: 4 })).toBe(3.67);
    expect(usGpa({ cgpa: 7.33, scale: 10 })).toBe(2.93);
  });

  it('keeps the ends of the scale', () => {
    expect(usGpa({ cgpa: 10, scale: 10 })).toBe(4);
    expect(usGpa({ cgpa: 0, scale: 7 })).toBe(0);
  });
});
