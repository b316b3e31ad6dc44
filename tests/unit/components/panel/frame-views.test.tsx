// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useViewCode } from '../../../../components/panel/frame-views';
import type { PanelView } from '../../../../lib/shared/types/page';
import { STATUS } from '../../../support/panel';

// Each view's code as its own module: the pin view's arrives, the collection view's fails once.
vi.mock('../../../../components/panel/pin-view', () => ({ FrameBody: () => <p>pin view</p> }));
vi.mock('../../../../components/panel/collect-screen', () => {
  throw new Error('The chunk is gone (the extension was updated).');
});

afterEach(cleanup);

function Probe({ view }: { view: PanelView }) {
  const code = useViewCode(view);
  if (code === 'failed') return <p>failed</p>;
  if (!code) return <p>waiting</p>;
  return (
    <div>
      <code.FrameBody status={STATUS} reload={() => {}} linkText="" onCollectInstead={() => {}} />
    </div>
  );
}

describe('useViewCode', () => {
  it('answers nothing while the view is on its way, then its code', async () => {
    render(<Probe view="pin" />);
    expect(screen.getByText('waiting')).toBeDefined();
    expect(await screen.findByText('pin view')).toBeDefined();
  });

  it("says when a view's code could not be fetched", async () => {
    render(<Probe view="collect" />);
    expect(await screen.findByText('failed')).toBeDefined();
  });
});
