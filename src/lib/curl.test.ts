import { describe, expect, it } from 'vitest';
import { curlCommand } from './curl';

describe('curlCommand', () => {
  it('puts the key variable in double quotes, so the pasted command expands it', () => {
    const cmd = curlCommand({
      method: 'POST',
      url: 'https://monitor.example/api/v1/action',
      body: { name: "it's" },
      withKey: true,
    });
    expect(cmd).toContain('-H "Authorization: Bearer $VIGIL_API_KEY"');
    expect(cmd).toContain(`curl -X POST 'https://monitor.example/api/v1/action'`);
    // Single quotes inside the JSON are closed, escaped and reopened.
    expect(cmd).toContain(`"name": "it'\\''s"`);
  });
});
