import { describe, expect, it } from 'vitest';
import { newPasswordField, PASSWORD_RULES, passwordProblem } from '../src/password';

describe('password rules (docs/product-rules.md)', () => {
  it('reports the first broken rule in the documented order', () => {
    expect(passwordProblem('abc')).toBe('Password must be at least 8 characters');
    expect(passwordProblem('abcdefgh')).toBe('Password must contain at least one uppercase letter');
    expect(passwordProblem('Abcdefgh')).toBe('Password must contain at least one number');
    expect(passwordProblem('Quiltmaker9')).toBeNull();
  });

  it('blocks common passwords that meet the rules, whatever their case', () => {
    expect(passwordProblem('Password1')).toBe('This password is too common. Please choose a different one.');
    expect(passwordProblem('HOSPICE123')).toMatch(/too common/);
  });

  it('allows long pass-phrases with spaces up to 128 characters', () => {
    expect(passwordProblem(`Correct horse battery staple 4 ${'x'.repeat(90)}`)).toBeNull();
    expect(passwordProblem(`A1${'x'.repeat(127)}`)).toBe('Password must be at most 128 characters');
  });

  it('labels the live checklist with the same rules', () => {
    expect(PASSWORD_RULES.map((rule) => rule.label)).toEqual([
      'At least 8 characters',
      'One uppercase letter',
      'One number',
    ]);
    expect(newPasswordField.safeParse('Quiltmaker9').success).toBe(true);
  });
});
