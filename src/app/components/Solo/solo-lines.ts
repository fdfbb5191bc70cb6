// The phone's own moves in words (issue 13): one sentence per thing it did as a player.
import { t, type MessageKey } from '../../i18n';
import { BLUE_WARLORDS, PROVINCES, RED_WARLORDS, type ProvinceId, type WarlordId } from '../../../engine';
import type { SoloLine } from '../../game/local-game';
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
