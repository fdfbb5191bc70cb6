import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import { exportFileName, exportGame } from '../../game/file/game-file';
import { downloadText } from '../../bridges/files';
import { currentState, type LocalGame } from '../../game/core/local-game';
import { recoveryCodes } from '../../game/two-phone/warlord-recovery';
import { playerName, warlordName } from '../../format';

/** Where the owner's private step stands: folded, asking the other player to look away, or open. */
export type SecretsStage = 'closed' | 'asking' | 'open';

/** Props of the owner's secrets in More. */
export interface OwnerSecretsProps {
  game: LocalGame;
  /** The stage it opens at (folded unless a test renders a later one). */
  stage?: SecretsStage;
}

/**
 * More on a phone with one player's secrets (two phones): the recovery codes of that player's unplayed
 * secret warlords and the game file (which holds them) behind a step of its own. Folded and while it asks
 * the other player to look away, it names only the player; the codes are rendered only once opened.
 */
export function OwnerSecrets({ game, stage: first = 'closed' }: OwnerSecretsProps) {
  const [stage, setStage] = useState<SecretsStage>(first);
  const player = playerName(game.session.me, currentState(game).setup.options.edition);
  if (stage === 'closed')
    return (
      <>
        <button
          type="button"
          class="button"
          aria-expanded={false}
          data-testid="owner-secrets"
          onClick={() => setStage('asking')}
        >
          {t('owner.secrets', { player })}
        </button>
        <p class="step__help">{t('owner.secretsHelp')}</p>
      </>
    );
  if (stage === 'asking')
    return (
      <div class="option-card" role="group" aria-labelledby="owner-secrets-title">
        <h3 id="owner-secrets-title">{t('owner.secretsTitle', { player })}</h3>
        <p class="step__help">{t('owner.secretsAsk')}</p>
        <div class="step__actions">
          <button
            type="button"
            class="button button--primary"
            data-testid="owner-secrets-show"
            onClick={() => setStage('open')}
          >
            {t('owner.secretsShow', { player })}
          </button>
          <button type="button" class="button" onClick={() => setStage('closed')}>
            {t('common.cancel')}
          </button>
        </div>
      </div>
    );
  const codes = recoveryCodes(game);
  return (
    <div
      class="option-card"
      role="group"
      aria-labelledby="owner-secrets-title"
      data-testid="owner-secrets-open"
    >
      <h3 id="owner-secrets-title">{t('owner.secretsTitle', { player })}</h3>
      {codes.map(({ warlord, code }) => (
        <p key={code} class="warlord-code__later">
          {warlord ? warlordName(warlord) : t('recovery.cardsLabel')}:{' '}
          <code data-testid="recovery-code-later">{code}</code>
        </p>
      ))}
      {codes.length > 0 && <p class="step__help">{t('recovery.showHelp')}</p>}
      {codes.some((c) => c.cards) && <p class="step__help">{t('recovery.noticeCards')}</p>}
      <button
        type="button"
        class="button"
        onClick={() => downloadText(exportFileName(game), exportGame(game))}
      >
        {t('menu.export')}
      </button>
      <p class="step__help">{t('menu.exportHelp')}</p>
      <p class="step__help game-menu__secrets" data-testid="export-secrets">
        {t('menu.exportSecrets')}
      </p>
      <button type="button" class="button button--primary" onClick={() => setStage('closed')}>
        {t('owner.secretsHide')}
      </button>
    </div>
  );
}

/** Props of the game file on a phone both players share. */
export interface PassExportProps {
  game: LocalGame;
  /** True to render it with its warning open (a test renders that stage). */
  warned?: boolean;
}

/**
 * More on a phone passed between the players: the game file holds both players' secrets, so saving it
 * takes a second, deliberate tap after a warning that says so.
 */
export function PassExport({ game, warned: first = false }: PassExportProps) {
  const [warned, setWarned] = useState(first);
  return (
    <>
      <button type="button" class="button" aria-expanded={warned} onClick={() => setWarned(!warned)}>
        {t('menu.export')}
      </button>
      <p class="step__help">{t('menu.exportHelp')}</p>
      {warned && (
        <div class="option-card" role="alert">
          <p class="game-menu__secrets" data-testid="export-secrets">
            {t('owner.passExportWarning')}
          </p>
          <div class="step__actions">
            <button
              type="button"
              class="button button--danger"
              onClick={() => {
                setWarned(false);
                downloadText(exportFileName(game), exportGame(game));
              }}
            >
              {t('owner.passExportConfirm')}
            </button>
            <button type="button" class="button" onClick={() => setWarned(false)}>
              {t('common.cancel')}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
