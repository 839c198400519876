// A form checked with the API's own schema shows the schema's German field messages and sends nothing.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ZPasswordRequest } from '@oabat/domain/accounts';
import { useFormSubmit } from './use-form-submit.ts';

describe('useFormSubmit().runChecked', () => {
  it('refuses invalid values with the field message of the domain schema and does not send', async () => {
    const send = vi.fn(async () => true);
    const { result } = renderHook(() => useFormSubmit());
    let answer: boolean | undefined;
    await act(async () => {
      answer = await result.current.runChecked(ZPasswordRequest, { email: 'lena@' }, send);
    });
    expect(answer).toBeUndefined();
    expect(send).not.toHaveBeenCalled();
    expect(result.current.fields.email).toBe('Bitte gib eine gültige E-Mail-Adresse ein.');
    expect(result.current.error).toBe('Bitte gib eine gültige E-Mail-Adresse ein.');
  });

  it('sends the parsed values when they pass', async () => {
    const send = vi.fn(async (v: { email: string }) => v.email);
    const { result } = renderHook(() => useFormSubmit());
    let answer: string | undefined;
    await act(async () => {
      answer = await result.current.runChecked(ZPasswordRequest, { email: ' Lena@Example.de ' }, send);
    });
    expect(answer).toBe('lena@example.de');
    expect(result.current.error).toBeNull();
  });
});
