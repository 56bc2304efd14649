import { sweepKnobs } from '../../../core/compaction/sweep-knobs';

describe('idle sweep knobs', () => {
  it('default to pages of 100 rows shared by up to 10 tenants with 25 compaction starts in flight', () => {
    expect(sweepKnobs({})).toEqual({ knobs: { pageSize: 100, tenantsPerPage: 10, startsInFlight: 25 } });
  });

  it('keep values inside their ranges', () => {
    expect(sweepKnobs({ pageSize: 1000, tenantsPerPage: 1, startsInFlight: 200 })).toEqual({
      knobs: { pageSize: 1000, tenantsPerPage: 1, startsInFlight: 200 },
    });
  });

  it('name every knob that is not an integer within its range', () => {
    expect(sweepKnobs({ pageSize: 0, tenantsPerPage: 2.5, startsInFlight: 201 })).toEqual({
      problems: [
        'pageSize must be an integer from 1 to 1000',
        'tenantsPerPage must be an integer from 1 to 100',
        'startsInFlight must be an integer from 1 to 200',
      ],
    });
    expect(sweepKnobs({ startsInFlight: Number.NaN })).toEqual({
      problems: ['startsInFlight must be an integer from 1 to 200'],
    });
  });
});
