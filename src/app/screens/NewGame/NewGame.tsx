import { useState } from 'preact/hooks';
import { t, type MessageKey } from '../../i18n';
import { PROVINCES, type Border, type Edition } from '../../../engine/types';
import { ChoiceGroup } from '../../components/ChoiceGroup/ChoiceGroup';
import { playerFullName } from '../../format';
import { defaultForm, validateForm, type NewGameChoices, type NewGameForm } from './new-game-form';
import { MyBoxPanel } from '../../components/MyBox/MyBoxPanel';
import { NO_PICKS, type BoxPicks } from '../../my-box';
import './NewGame.css';

/** Props of the new-game screen. */
export interface NewGameProps {
  language: Edition;
  /** The border table from the settings when it is not the default one (R-F5); null for the default. */
  borders: readonly Border[] | null;
  onCreate: (choices: NewGameChoices) => void;
  onCancel: () => void;
}

/** The table phone's game setup: rules, cards, colours and the five score displays. */
export function NewGame({ language, borders, onCreate, onCancel }: NewGameProps) {
  const [form, setForm] = useState<NewGameForm>(() => defaultForm(language));
  const [showErrors, setShowErrors] = useState(false);
  // Which display of My box each province has; typing a province's values clears its pick.
  const [picks, setPicks] = useState<BoxPicks>(NO_PICKS);
  const set = <K extends keyof NewGameForm>(key: K, value: NewGameForm[K]) =>
    setForm((now) => ({ ...now, [key]: value }));
  const validation = validateForm(form);
  const bad = new Set(validation.ok ? [] : validation.badDisplays);

  const submit = (event: Event) => {
    event.preventDefault();
    if (validation.ok) onCreate(borders ? { ...validation.choices, borders } : validation.choices);
    else setShowErrors(true);
  };

  return (
    <form class="new-game" onSubmit={submit} noValidate>
      <h2>{t('newGame.title')}</h2>
      <ChoiceGroup
        legend={t('newGame.mode')}
        name="mode"
        value={form.mode}
        onChange={(v) => set('mode', v)}
        options={[
          { value: 'two-phones', label: t('newGame.mode.twoPhones'), hint: t('newGame.mode.twoPhonesHint') },
          {
            value: 'pass-and-play',
            label: t('newGame.mode.passAndPlay'),
            hint: t('newGame.mode.passAndPlayHint'),
          },
          { value: 'solo', label: t('newGame.mode.solo'), hint: t('newGame.mode.soloHint') },
        ]}
      />
      {form.mode === 'solo' && (
        <ChoiceGroup
          legend={t('newGame.level')}
          name="level"
          value={form.level}
          onChange={(v) => set('level', v)}
          options={[
            { value: 'easy', label: t('newGame.level.easy'), hint: t('newGame.level.easyHint') },
            { value: 'normal', label: t('newGame.level.normal'), hint: t('newGame.level.normalHint') },
            { value: 'hard', label: t('newGame.level.hard'), hint: t('newGame.level.hardHint') },
          ]}
        />
      )}
      <ChoiceGroup
        legend={t('newGame.edition')}
        name="edition"
        value={form.edition}
        onChange={(v) => set('edition', v)}
        options={[
          { value: 'en', label: t('newGame.edition.en') },
          { value: 'pl', label: t('newGame.edition.pl') },
        ]}
      />
      <ChoiceGroup
        legend={t('newGame.variant')}
        name="variant"
        value={form.variant}
        onChange={(v) => set('variant', v)}
        options={[
          { value: 'standard', label: t('newGame.variant.standard') },
          {
            value: 'beginner',
            label: t('newGame.variant.beginner'),
            hint: t('newGame.variant.beginnerHint'),
          },
        ]}
      />
      <ChoiceGroup
        legend={t('newGame.events')}
        name="events"
        value={form.events}
        onChange={(v) => set('events', v)}
        options={[
          { value: 'app', label: t('newGame.events.app') },
          { value: 'physical', label: t('newGame.events.physical') },
          { value: 'off', label: t('newGame.events.off') },
        ]}
      />
      {form.variant === 'beginner' && form.edition === 'pl' && form.events !== 'off' && (
        <p class="new-game__note">{t('newGame.events.beginnerPl')}</p>
      )}
      <ChoiceGroup
        legend={form.mode === 'solo' ? t('newGame.cards.solo') : t('newGame.cards')}
        name="cardMode"
        value={form.cardMode}
        onChange={(v) => set('cardMode', v)}
        options={[
          { value: 'physical', label: t('newGame.cards.physical'), hint: t('newGame.cards.physicalHint') },
          { value: 'app', label: t('newGame.cards.app'), hint: t('newGame.cards.appHint') },
        ]}
      />
      <ChoiceGroup
        legend={
          form.mode === 'pass-and-play'
            ? t('newGame.tablePlays.pass')
            : form.mode === 'solo'
              ? t('newGame.tablePlays.solo')
              : t('newGame.tablePlays')
        }
        name="tablePlays"
        value={form.tablePlays}
        onChange={(v) => set('tablePlays', v)}
        options={[
          // The one naming of the sides, the red character from the edition chosen above (R-F7).
          { value: 'blue', label: playerFullName('blue', form.edition) },
          { value: 'red', label: playerFullName('red', form.edition) },
        ]}
      />
      {/* In a plain box, never a flex item: see .fieldset-box in global.css. */}
      <div class="fieldset-box">
        <fieldset class="new-game__displays">
          <legend>{t('newGame.displays')}</legend>
          <MyBoxPanel
            picks={picks}
            onPicks={(next, displays) => {
              setPicks(next);
              set('displays', { ...form.displays, ...displays });
            }}
          />
          <p class="new-game__help">{t('newGame.displaysHelp')}</p>
          {PROVINCES.map((province) => {
            const invalid = showErrors && bad.has(province);
            return (
              <div class="new-game__display" key={province}>
                <label for={`display-${province}`}>{t(`province.${province}` as MessageKey)}</label>
                <input
                  id={`display-${province}`}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={5}
                  placeholder="1 4 3"
                  value={form.displays[province]}
                  aria-invalid={invalid}
                  aria-describedby={invalid ? `display-${province}-error` : undefined}
                  onInput={(e) => {
                    set('displays', {
                      ...form.displays,
                      [province]: (e.currentTarget as HTMLInputElement).value,
                    });
                    setPicks((now) => ({ ...now, [province]: null }));
                  }}
                />
                {invalid && (
                  <span class="new-game__error" id={`display-${province}-error`}>
                    {t('newGame.displayInvalid')}
                  </span>
                )}
              </div>
            );
          })}
        </fieldset>
      </div>
      {borders && <p class="new-game__note">{t('newGame.bordersCustom')}</p>}
      <div class="new-game__actions">
        <button type="submit" class="button button--primary">
          {t('newGame.create')}
        </button>
        <button type="button" class="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
