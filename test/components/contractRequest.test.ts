import { assertContractRequest } from '../utils/contract';

describe('request validation of the fake network', () => {
  it('accepts a request the contract allows', () => {
    expect(() =>
      assertContractRequest('login', { body: { email: 'staff@example.com', password: 'secret-pass' } }),
    ).not.toThrow();
    expect(() => assertContractRequest('getJob', { params: { id: '3' } })).not.toThrow();
  });

  it('refuses a body, a parameter or a form field the contract does not allow', () => {
    expect(() => assertContractRequest('login', { body: { email: 'staff@example.com' } })).toThrow(
      /login request body does not match the contract/,
    );
    expect(() => assertContractRequest('getJob', { params: { id: 'abc' } })).toThrow(/request params/);
    const form = new FormData();
    form.set('job_id', '1');
    form.set('consent', '1999-01');
    expect(() => assertContractRequest('createApplication', { body: form })).toThrow(/request body/);
  });
});
