import { describe, expect, it } from 'vitest';
import { ADMIN_TEMPLATES, contrastOnWhite, MIN_CONTRAST } from './colours.rules.js';
import { ConfigurationInput } from './settings.schema.js';

describe('template colours', () => {
  it('measures contrast against white as WCAG does', () => {
    expect(contrastOnWhite('#ffffff')).toBeCloseTo(1, 5);
    expect(contrastOnWhite('#000000')).toBeCloseTo(21, 5);
    // Chakra's blue.700, the built-in primary: above AA.
    expect(contrastOnWhite('#1d4ed8')).toBeGreaterThan(MIN_CONTRAST);
  });

  it('offers only admin templates the settings accept (white text readable on every primary)', () => {
    for (const template of ADMIN_TEMPLATES) {
      const parsed = ConfigurationInput.safeParse({ admin_primary_color: template.primary, admin_accent_color: template.accent });
      expect(parsed.success, template.key).toBe(true);
    }
  });
});
