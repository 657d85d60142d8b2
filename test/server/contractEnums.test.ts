import { APPLICATION_STATUSES } from '../../src/domain/applicationStatuses';
import { CATEGORY } from '../../src/domain/categories';
import { enumOf } from '../../src/server/openapi/catalogue';

/** The domain core's lists are the contract's enums, in the contract's order. */
describe('domain lists and contract enums', () => {
  it('has the application statuses of ApplicationStatus, in order', () => {
    expect([...APPLICATION_STATUSES]).toEqual(enumOf('ApplicationStatus'));
  });

  it('has the job categories of Category', () => {
    expect(Object.values(CATEGORY).sort()).toEqual([...enumOf('Category')].sort());
  });
});
