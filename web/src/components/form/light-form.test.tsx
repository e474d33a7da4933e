// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { getSystem } from '../ui/theme';
import { ApiError } from '../../lib/api-error';
import { testI18n } from '../ui/test-i18n';
import { LightField, LightForm, LightSubmit } from './light-fields';
import { useLightForm } from './light-form';

/** Queries on the current document (web test files share a worker: see listing-filters.test.tsx). */
const page = () => within(document.body);

const Schema = z.object({
  name: z.string().trim().min(1, 'This field is required.'),
  email: z.email('Please check your input.'),
});

function Form({ submit }: { submit: (body: z.output<typeof Schema>) => Promise<unknown> }) {
  const form = useLightForm({
    id: 'test',
    fields: ['name', 'email'],
    schema: () => Promise.resolve(Schema),
    submit,
    successTitle: 'Sent',
    failTitle: 'Not sent',
  });
  return (
    <LightForm form={form} label="Test form">
      <LightField form={form} name="name" label="Name" required />
      <LightField form={form} name="email" label="Email" type="email" required />
      <LightSubmit form={form}>Send</LightSubmit>
    </LightForm>
  );
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n('zh-HK');
});
afterEach(cleanup);

function show(submit: (body: z.output<typeof Schema>) => Promise<unknown>) {
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={getSystem()}>
        <Form submit={submit} />
      </ChakraProvider>
    </I18nextProvider>,
  );
  const input = (label: RegExp) => page().getByLabelText(label) as HTMLInputElement;
  return { name: input(/^Name/), email: input(/^Email/), send: page().getByRole('button', { name: 'Send' }) };
}

describe('a light form (decision 0044)', () => {
  it('shows the schema’s messages beside their fields, in the shopper’s language, focuses the first, and sends nothing', async () => {
    const submit = vi.fn(() => Promise.resolve({}));
    const { name, email, send } = show(submit);
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.click(send);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(page().getByText('此欄位必須填寫。')).toBeTruthy();
    expect(page().getByText('請檢查你的輸入。')).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(submit).not.toHaveBeenCalled();

    // After a first send, each change checks again: the fixed field's message goes.
    fireEvent.change(name, { target: { value: 'Ada' } });
    fireEvent.input(name);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBeNull());
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the parsed values once however often it is sent meanwhile, then empties the fields', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const submit = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const { name, email, send } = show(submit);
    fireEvent.change(name, { target: { value: '  Ada  ' } });
    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    fireEvent.click(send);
    fireEvent.click(send);
    fireEvent.submit(send.closest('form')!);
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com' });
    await act(async () => answer({}));
    await waitFor(() => expect(name.value).toBe(''));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('puts a refused send’s field messages beside their fields and keeps what was typed', async () => {
    const submit = vi.fn(() => Promise.reject(new ApiError(422, { email: ['The email has already been taken.'] })));
    const { name, email, send } = show(submit);
    fireEvent.change(name, { target: { value: 'Ada' } });
    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    fireEvent.click(send);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(email.value).toBe('ada@example.com');
    expect(document.activeElement).toBe(email);
  });
});
