import { describe, expect, it } from 'vitest';
import { clampStep, readStep, readTry, stepLink, writeStep, writeTry } from '../../../src/components/shared/stepParam';

describe('step in the URL', () => {
	it('reads a 1-based step into a 0-based index', () => {
		expect(readStep('?auction=4', 'auction', 10)).toEqual({ kind: 'ok', index: 3 });
	});
	it('says when the widget has no step in the URL', () => {
		expect(readStep('?other=3', 'auction', 10)).toEqual({ kind: 'absent' });
	});
	it.each(['0', '11', 'abc', '-2', '2.5', '', '1e3', '9999999'])('reports %j as invalid for a 10-step example', (value) => {
		const read = readStep(`?auction=${encodeURIComponent(value)}`, 'auction', 10);
		expect(read.kind).toBe('invalid');
	});
	it('quotes a short plain invalid value, and nothing of a long one or of markup', () => {
		expect(readStep('?a=abc', 'a', 3)).toEqual({ kind: 'invalid', value: 'abc' });
		expect(readStep('?a=-2', 'a', 3)).toEqual({ kind: 'invalid', value: '-2' });
		expect(readStep(`?a=${'x'.repeat(500)}`, 'a', 3)).toEqual({ kind: 'invalid', value: '' });
		expect(readStep(`?a=${encodeURIComponent('<img src=x onerror=alert(1)>')}`, 'a', 3)).toEqual({ kind: 'invalid', value: '' });
		expect(readStep(`?a=${encodeURIComponent('"><script>')}`, 'a', 3)).toEqual({ kind: 'invalid', value: '' });
	});
	it('writes the step and keeps other parameters', () => {
		expect(writeStep('?setup-players=5', 'setup-example', 3)).toBe('?setup-players=5&setup-example=4');
	});
	it('drops the parameter for step 1', () => {
		expect(writeStep('?setup-example=7', 'setup-example', 0)).toBe('');
	});
	it('clamps into range', () => {
		expect(clampStep(-3, 5)).toBe(0);
		expect(clampStep(9, 5)).toBe(4);
		expect(clampStep(2, 5)).toBe(2);
	});
});

describe('stepLink', () => {
	it('lands on the widget: the step in the query, the widget id in the hash', () => {
		expect(stepLink('', 'turn-demo', 6)).toBe('?turn-demo=7#turn-demo');
	});
	it('keeps the other parameters and drops the step for step 1', () => {
		expect(stepLink('?auction-case=two&turn-demo=4', 'turn-demo', 0)).toBe('?auction-case=two#turn-demo');
		expect(stepLink('?auction-case=two', 'auction-example', 2)).toBe('?auction-case=two&auction-example=3#auction-example');
	});
});

describe('try-it mode in the URL', () => {
	it('reads ?<id>=try (any case, spaces trimmed) as try-it mode for that widget only', () => {
		expect(readTry('?turn-demo=try', 'turn-demo')).toBe(true);
		expect(readTry('?turn-demo=%20TRY%20', 'turn-demo')).toBe(true);
		expect(readTry('?turn-demo=3', 'turn-demo')).toBe(false);
		expect(readTry('?other=try', 'turn-demo')).toBe(false);
		expect(readTry('', 'turn-demo')).toBe(false);
	});
	it('writes try-it mode in place of the step, keeping the other parameters', () => {
		expect(writeTry('?setup-players=5&setup-example=4', 'setup-example')).toBe('?setup-players=5&setup-example=try');
		expect(writeTry('', 'age')).toBe('?age=try');
	});
	it('is not a step: the step reader reports it as not a number, so the stage checks try first', () => {
		expect(readStep('?age=try', 'age', 13).kind).toBe('invalid');
	});
});
