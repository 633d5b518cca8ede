// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import AuctionWidget from '../../../src/components/wildlife/AuctionWidget';
import { auctionFrames } from '../../../src/components/wildlife/frames';
import { embedStrings } from '../embed';

afterEach(cleanup);

describe('WildLife auction widget (component)', () => {
	it('steps with the arrow keys', async () => {
		embedStrings('wildlife', 'en');
		const { container } = render(<AuctionWidget lang="en" frames={auctionFrames()} />);
		const stage = container.querySelector('[data-walkthrough="auction-example"]') as HTMLElement;
		expect(stage).toBeTruthy();
		const progress = () => (container.querySelector('.wt-progress') as HTMLProgressElement).value;
		expect(progress()).toBe(1);
		fireEvent.keyDown(stage, { key: 'ArrowRight' });
		await waitFor(() => expect(progress()).toBe(2));
		expect(screen.getAllByText(/./).length).toBeGreaterThan(0);
	});
});
