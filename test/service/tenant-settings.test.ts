import { type InvalidSettings } from '../../service/errors';
import { parseSettings, resolveSettings } from '../../service/tenant-settings';

describe('tenant settings validation', () => {
  it('accepts the session settings shape with the idle knobs', () => {
    const value = {
      autoCompaction: true,
      compaction: { idleEnabled: true, idleTimeoutSeconds: 600, idleThresholdTokens: 0 },
    };
    expect(parseSettings(value)).toEqual(value);
  });

  it('names the failing path of a bad value, an unknown knob and an unknown top-level key', () => {
    const fail = (value: unknown) => {
      try {
        parseSettings(value);
      } catch (error) {
        return { type: (error as InvalidSettings).type, path: (error as InvalidSettings).path };
      }
      throw new Error('expected InvalidSettings');
    };
    expect(fail({ compaction: { idleTimeoutSeconds: -5 } })).toEqual({
      type: 'InvalidSettings',
      path: 'compaction.idleTimeoutSeconds',
    });
    expect(fail({ compaction: { idleEnable: true } })).toEqual({ type: 'InvalidSettings', path: 'compaction' });
    expect(fail({ modell: 'x/y' })).toEqual({ type: 'InvalidSettings', path: '' });
    expect(() => parseSettings({ model: 'no-slash' })).toThrow(
      'invalid settings at model: must look like provider/model-id',
    );
  });

  it('resolves a session over its tenant', () => {
    expect(
      resolveSettings(
        { compaction: { idleEnabled: true, idleThresholdTokens: 1 } },
        { compaction: { idleThresholdTokens: 2 } },
      ),
    ).toEqual({ compaction: { idleEnabled: true, idleThresholdTokens: 2 } });
  });
});
