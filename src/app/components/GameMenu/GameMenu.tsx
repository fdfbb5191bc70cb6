import { useState } from 'preact/hooks';
import { LANGUAGES, t } from '../../i18n';
import { chooseLanguage, chosenLanguage } from '../../language';
import { ChoiceGroup } from '../ChoiceGroup/ChoiceGroup';
import { resyncOf, messageToQrTexts, messageToTypedCodes } from '../../../protocol';
import { exportFileName, exportGame } from '../../game/file/game-file';
import { downloadText } from '../../bridges/files';
import { deleteGame } from '../../store/games';
import { routeHash } from '../../routing/route';
import { ShowCode } from '../ShowCode/ShowCode';
import { ScanRepair } from './ScanRepair';
import { RecoveryCodeForm } from '../WarlordCode/RecoverWarlord';
import { OwnerSecrets, PassExport } from './OwnerSecrets';
import { lostWarlords } from '../../game/two-phone/warlord-recovery';
import type { StepProps } from '../step-props';
import './GameMenu.css';

/** Props of the game menu. */
export interface GameMenuProps extends StepProps {
  onDeleted: () => void;
}

type Panel = null | 'show-resync' | 'scan-resync' | 'recovery' | 'delete';

/** Less frequent game actions: the language, the rules in force, export the game file, repair a phone by resync (two phones only), delete. */
export function GameMenu({ game, apply, onDeleted }: GameMenuProps) {
  const [panel, setPanel] = useState<Panel>(null);
  const resync = resyncOf(game.session);
  const toggle = (next: Panel) => setPanel(panel === next ? null : next);
  return (
    <section class="step game-menu" aria-labelledby="menu-title">
      <h2 id="menu-title">{t('menu.title')}</h2>
      {/* The language can be switched mid-game: the game itself does not change, only the words. */}
      <ChoiceGroup
        legend={t('settings.language')}
        name="game-language"
        value={chosenLanguage.value}
        onChange={chooseLanguage}
        options={LANGUAGES.map((lang) => ({ value: lang, label: t(`settings.language.${lang}`) }))}
      />
      <a class="button game-menu__link" href={routeHash({ name: 'rules', gameId: game.id })}>
        {t('menu.rulesInForce')}
      </a>
      <p class="step__help">{t('menu.rulesInForceHelp')}</p>
      {/* The file and the recovery codes hold secrets: behind the owner's step, or a warning when both share the phone. */}
      {game.solo ? (
        <>
          <button
            type="button"
            class="button"
            onClick={() => downloadText(exportFileName(game), exportGame(game))}
          >
            {t('menu.export')}
          </button>
          <p class="step__help">{t('menu.exportHelp')}</p>
        </>
      ) : game.pass ? (
        <PassExport game={game} />
      ) : (
        <OwnerSecrets game={game} />
      )}
      {!game.pass && (
        <>
          <button
            type="button"
            class="button"
            aria-expanded={panel === 'show-resync'}
            onClick={() => toggle('show-resync')}
          >
            {t('menu.showResync')}
          </button>
          {panel === 'show-resync' && (
            <>
              <p class="step__help">{t('menu.showResyncHelp')}</p>
              <ShowCode
                shown={{
                  kind: 'resync',
                  texts: messageToQrTexts(resync),
                  typed: messageToTypedCodes(resync),
                }}
                label={t('menu.showResync')}
              />
            </>
          )}
          <button
            type="button"
            class="button"
            aria-expanded={panel === 'scan-resync'}
            onClick={() => toggle('scan-resync')}
          >
            {t('menu.scanResync')}
          </button>
          {panel === 'scan-resync' && <ScanRepair game={game} apply={apply} />}
        </>
      )}
      {!game.pass && game.priv !== null && lostWarlords(game) > 0 && (
        <>
          <button
            type="button"
            class="button"
            aria-expanded={panel === 'recovery'}
            onClick={() => toggle('recovery')}
          >
            {t('recovery.menu')}
          </button>
          {panel === 'recovery' && (
            <>
              <p class="step__help">{t('recovery.help')}</p>
              <RecoveryCodeForm game={game} apply={apply} />
            </>
          )}
        </>
      )}
      <button
        type="button"
        class="button"
        aria-expanded={panel === 'delete'}
        onClick={() => toggle('delete')}
      >
        {t('menu.delete')}
      </button>
      {panel === 'delete' && (
        <div class="step__actions">
          <p>{t('menu.deleteConfirm')}</p>
          <button
            type="button"
            class="button button--danger"
            onClick={() => void deleteGame(game.id).then(onDeleted)}
          >
            {t('menu.deleteYes')}
          </button>
        </div>
      )}
    </section>
  );
}
