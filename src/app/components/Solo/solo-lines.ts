// The phone's own moves in words: one sentence per thing it did as a player.
import { t, tn, type MessageKey } from '../../i18n';
import { BLUE_WARLORDS, PROVINCES, RED_WARLORDS, type ProvinceId, type WarlordId } from '../../../engine';
import type { SoloLine } from '../../game/core/local-game';
import { cardName, provinceName, warlordName } from '../../format';

const PROVINCE_IDS = new Set<string>(PROVINCES);
const WARLORD_IDS = new Set<string>([...BLUE_WARLORDS, ...RED_WARLORDS]);

function decisionText(line: Extract<SoloLine, { kind: 'decision' }>): string {
  const choice = line.choice;
  switch (line.decision) {
    case 'take':
      return PROVINCE_IDS.has(choice)
        ? t('solo.line.takeFrom', { province: provinceName(choice as ProvinceId) })
        : t('solo.line.takePool');
    case 'lightInfantry':
      return choice === 'decline' ? t('solo.line.lightInfantry.decline') : t('solo.line.lightInfantry.take');
    case 'reactiveWarlord':
      return WARLORD_IDS.has(choice)
        ? t('solo.line.reactive', { warlord: warlordName(choice as WarlordId) })
        : t('solo.line.reactive.none');
    case 'extraWarlord':
      if (choice === 'commit') return t('solo.line.extra.commit');
      return WARLORD_IDS.has(choice)
        ? t('solo.line.extra.open', { warlord: warlordName(choice as WarlordId) })
        : t('solo.line.extra.none');
    default:
      return t('solo.line.choice', { choice: t(`choice.${choice}` as MessageKey) });
  }
}

/** One of the phone's moves as it is said: the line, and how many times in a row it was taken. */
export interface SoloLineGroup {
  line: SoloLine;
  count: number;
}

/** The same army taken several times in a row from one place is said once, with a count. */
export function soloLineGroups(lines: readonly SoloLine[]): SoloLineGroup[] {
  const groups: SoloLineGroup[] = [];
  for (const line of lines) {
    const last = groups.at(-1);
    if (last && sameTake(last.line, line)) last.count += 1;
    else groups.push({ line, count: 1 });
  }
  return groups;
}

function sameTake(a: SoloLine, b: SoloLine): boolean {
  return (
    a.kind === 'decision' &&
    b.kind === 'decision' &&
    a.decision === 'take' &&
    b.decision === 'take' &&
    a.round === b.round &&
    a.choice === b.choice
  );
}

/** A group of the phone's moves as one sentence (several armies taken from one place: with their count). */
export function soloGroupText({ line, count }: SoloLineGroup): string {
  if (count > 1 && line.kind === 'decision' && line.decision === 'take')
    return PROVINCE_IDS.has(line.choice)
      ? tn('solo.line.takeManyFrom', count, { province: provinceName(line.choice as ProvinceId) })
      : tn('solo.line.takeManyPool', count);
  return soloLineText(line);
}

/** One of the phone's moves as a sentence. */
export function soloLineText(line: SoloLine): string {
  switch (line.kind) {
    case 'warlord':
      return t('solo.line.warlord');
    case 'sealed':
      return t('solo.line.sealed', { words: line.words });
    case 'keep':
      return t('solo.line.keep', { kept: line.kept, drew: line.drew });
    case 'done':
      return t('solo.line.done');
    case 'decision':
      return decisionText(line);
    case 'play': {
      const play = line.play;
      if (play.type === 'support') return t('solo.line.support', { card: cardName(play.card) });
      const warlord = warlordName(play.warlord);
      if (play.from && play.to)
        return t('solo.line.warlordMove', {
          warlord,
          from: provinceName(play.from),
          to: provinceName(play.to),
        });
      if (play.province) return t('solo.line.warlordIn', { warlord, province: provinceName(play.province) });
      return t('solo.line.warlordPlay', { warlord });
    }
  }
}
