import { describe, expect, it } from 'vitest';
import type { NewGameForm } from '../../../src/app/screens/NewGame/new-game-form';
import { defaultForm, validateForm } from '../../../src/app/screens/NewGame/new-game-form';
import { parseDisplay } from '../../../src/app/my-box';
import { parseRoute, routeHash } from '../../../src/app/routing/route';

describe('new game form', () => {
  it('reads three display digits with or without separators (R-F6)', () => {
    expect(parseDisplay('143')).toEqual([1, 4, 3]);
    expect(parseDisplay('1 4 3')).toEqual([1, 4, 3]);
    expect(parseDisplay('0,9,5')).toEqual([0, 9, 5]);
    expect(parseDisplay('14')).toBeNull();
    expect(parseDisplay('1434')).toBeNull();
    expect(parseDisplay('1a3')).toBeNull();
  });

  it('names every province whose display is not filled in', () => {
    const form = defaultForm('en');
    form.displays = { qin: '123', chu: '', jinyan: '12', hanqi: '000', wu: '999' };
    expect(validateForm(form)).toEqual({ ok: false, badDisplays: ['chu', 'jinyan'] });
  });

  it('builds options with the rulings defaults and the edition from the language', () => {
    const form = defaultForm('pl');
    form.displays = { qin: '123', chu: '222', jinyan: '315', hanqi: '111', wu: '421' };
    const result = validateForm(form);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.choices.options).toEqual({
      edition: 'pl',
      variant: 'standard',
      events: true,
      eventDeck: 'app',
      cardMode: 'physical',
      plagueCancelsCosts: true,
      costsBeforeMargin: true,
    });
    expect(result.choices.displays.jinyan).toEqual([3, 1, 5]);
  });

  it('turns events off for the Polish beginner game (R-E6)', () => {
    const form = { ...defaultForm('pl'), variant: 'beginner' as const, events: 'physical' as const };
    form.displays = { qin: '123', chu: '222', jinyan: '315', hanqi: '111', wu: '421' };
    const result = validateForm(form);
    expect(result.ok && result.choices.options.events).toBe(false);
    const en = validateForm({ ...form, edition: 'en' });
    expect(en.ok && en.choices.options.events).toBe(true);
    expect(en.ok && en.choices.options.eventDeck).toBe('physical');
  });
});

describe('new game form: the setup handshake', () => {
  const displays = { qin: '123', chu: '222', jinyan: '315', hanqi: '111', wu: '421' };
  const handshakeOf = (form: Partial<NewGameForm>): boolean | undefined => {
    const result = validateForm({ ...defaultForm('en'), displays, ...form });
    return result.ok ? result.choices.handshake : undefined;
  };

  it('turns it on for two phones with app-dealt cards or the app event deck', () => {
    expect(handshakeOf({ events: 'app', cardMode: 'physical' })).toBe(true);
    expect(handshakeOf({ events: 'off', cardMode: 'app' })).toBe(true);
    expect(handshakeOf({ events: 'physical', cardMode: 'app' })).toBe(true);
  });

  it('leaves it off with real cards and no app event deck', () => {
    expect(handshakeOf({ events: 'physical', cardMode: 'physical' })).toBeUndefined();
    expect(handshakeOf({ events: 'off', cardMode: 'physical' })).toBeUndefined();
    // R-E6: the Polish beginner game has no events, so the app deck is not in play.
    expect(
      handshakeOf({ edition: 'pl', variant: 'beginner', events: 'app', cardMode: 'physical' }),
    ).toBeUndefined();
  });

  it('never turns it on for one phone (pass-and-play, against the phone)', () => {
    expect(handshakeOf({ mode: 'pass-and-play', events: 'app', cardMode: 'app' })).toBeUndefined();
    expect(handshakeOf({ mode: 'solo', events: 'app', cardMode: 'app' })).toBeUndefined();
  });
});

describe('routes', () => {
  it('round-trips every route through the hash', () => {
    for (const route of [
      { name: 'home' },
      { name: 'new-game' },
      { name: 'join' },
      { name: 'settings' },
      { name: 'camera-check' },
      { name: 'game', id: 'a1b2 c3' },
    ] as const) {
      expect(parseRoute(routeHash(route))).toEqual(route);
    }
    expect(parseRoute('#/nonsense/x')).toEqual({ name: 'home' });
    expect(parseRoute('')).toEqual({ name: 'home' });
  });
});
