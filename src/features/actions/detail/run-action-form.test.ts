import { describe, expect, it } from 'vitest';
import { RunFormSchema, type RunFormValues } from './run-action-form';

const base: RunFormValues = {
  severityLevel: 'INFO',
  message: '',
  gasPrice: '',
  gasLimit: '',
  gasTip: '',
  params: [],
  confirmed: true,
};

const problems = (v: Partial<RunFormValues>) => {
  const r = RunFormSchema.safeParse({ ...base, ...v });
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the run dialog’s gas overrides', () => {
  it('takes blanks (the action’s own) and the interface’s forms', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ gasPrice: 'market', gasTip: '2 gwei' })).toEqual([]);
    expect(problems({ gasPrice: '+20%', gasTip: '-5%' })).toEqual([]);
  });

  it('says which forms a price or tip takes (a tip has no market form)', () => {
    expect(problems({ gasPrice: 'fast' })).toEqual([
      "gasPrice: Use market, wei, '<n> gwei' or a signed percentage such as +10%",
    ]);
    expect(problems({ gasTip: 'market' })).toEqual([
      "gasTip: Use wei, '<n> gwei' or a signed percentage such as +10%",
    ]);
  });

  it('refuses what the pattern takes but no transaction can pay', () => {
    const [price] = problems({ gasPrice: '1.5' });
    expect(price).toMatch(/^gasPrice: /);
    expect(problems({ gasTip: '-150%' })).toHaveLength(1);
  });
});
