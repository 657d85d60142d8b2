import {
  APPLICATION_STATUSES,
  FORWARD_STAGES,
  isApplicationStatus,
  isOpenApplicationStatus,
  OPEN_APPLICATION_STATUSES,
  stageBefore,
  type ApplicationStatus,
} from '../../src/domain/applicationStatuses';

describe('application statuses', () => {
  it('run in the order staff move an application, starting at New, with the two ways out last', () => {
    expect(APPLICATION_STATUSES).toEqual([
      'New',
      'Screening',
      'Interview',
      'Offered',
      'Placed',
      'Rejected',
      'Withdrawn',
    ]);
    expect(APPLICATION_STATUSES[0]).toBe('New');
    expect(new Set(APPLICATION_STATUSES).size).toBe(APPLICATION_STATUSES.length);
  });

  it('recognises exactly the seven status names, spelt as the contract spells them', () => {
    for (const status of APPLICATION_STATUSES) expect(isApplicationStatus(status)).toBe(true);
    for (const value of ['new', 'NEW', ' New', 'New ', 'Hired', 'Closed', '', 'Open'])
      expect(isApplicationStatus(value)).toBe(false);
  });

  it('refuses values that are not text', () => {
    for (const value of [undefined, null, 0, 1, true, {}, ['New'], { status: 'New' }])
      expect(isApplicationStatus(value)).toBe(false);
  });
});

describe('an open application (still in the pipeline: the applicant may withdraw it)', () => {
  const open: ApplicationStatus[] = ['New', 'Screening', 'Interview', 'Offered'];
  const decided: ApplicationStatus[] = ['Placed', 'Rejected', 'Withdrawn'];

  it('is one not yet placed, rejected or withdrawn', () => {
    for (const status of open) expect(isOpenApplicationStatus(status)).toBe(true);
    expect(OPEN_APPLICATION_STATUSES).toEqual(open);
  });

  it('is no longer open once it has an outcome', () => {
    for (const status of decided) expect(isOpenApplicationStatus(status)).toBe(false);
  });

  it('splits every status into open or decided, none in both', () => {
    expect([...open, ...decided].sort()).toEqual([...APPLICATION_STATUSES].sort());
    expect(OPEN_APPLICATION_STATUSES.every((status) => isApplicationStatus(status))).toBe(true);
  });
});

describe("the pipeline's forward stages (the dashboard's funnel)", () => {
  it('run from New to Placed; Rejected and Withdrawn leave the pipeline', () => {
    expect(FORWARD_STAGES).toEqual(['New', 'Screening', 'Interview', 'Offered', 'Placed']);
  });

  it('each compare with the stage before; New, Rejected and Withdrawn have none', () => {
    expect(FORWARD_STAGES.map(stageBefore)).toEqual([undefined, 'New', 'Screening', 'Interview', 'Offered']);
    for (const status of ['Rejected', 'Withdrawn', 'Hired', '']) expect(stageBefore(status)).toBeUndefined();
  });
});
