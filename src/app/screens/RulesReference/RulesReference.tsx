import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { language, t, type MessageKey } from '../../i18n';
import type { Edition, GameSetup, Player } from '../../../engine/types';
import { BLUE_WARLORDS, EVENTS, RED_WARLORDS } from '../../../engine/types';
import { RULES_CONTENT, rulesInForce, type InForceLine } from '../../rules-reference/in-force';
import {
  CARD_TOPICS,
  GAME_TOPICS,
  PAIRINGS,
  type Block,
  type EditionNote,
  type RulingId,
  type Topic,
} from '../../rules-reference/types';
import './RulesReference.css';

/** Props of the rules reference. */
export interface RulesReferenceProps {
  /** A game's setup: the page then starts with that game's rules in force. */
  setup: GameSetup | null;
  /** Label of the way back (home, or the game). */
  backLabel: string;
  onBack: () => void;
  /** A message above the reference (e.g. the game was not found). */
  notice?: string | null;
}

type SectionId = 'game' | 'cards' | 'pairings' | 'warlords' | 'events';
const SECTIONS: readonly SectionId[] = ['game', 'cards', 'pairings', 'warlords', 'events'];

const sectionAnchor = (id: SectionId) => `rules-${id}`;
const CONTENTS_ID = 'rules-contents';

/** Scrolls to an element of the page and moves the focus there (in-page links, which the hash router must not see). */
function jumpTo(id: string) {
  return (event: MouseEvent) => {
    event.preventDefault();
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  };
}

/** The rules in the app's own words, in the current language; with a game, its rules in force first, then the rest (R-* ids shown). */
export function RulesReference({ setup, backLabel, onBack, notice }: RulesReferenceProps) {
  const lang = language.value;
  const content = RULES_CONTENT[lang];
  const inForce = setup ? rulesInForce(setup, lang) : null;
  const edition = setup?.options.edition ?? null;
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // A new screen: start at the top, with the focus on its title.
    window.scrollTo(0, 0);
    title.current?.focus({ preventScroll: true });
  }, []);

  return (
    <main class="rules" lang={lang}>
      <div class="rules__bar">
        <button type="button" class="button rules__back" onClick={onBack}>
          <span aria-hidden="true">← </span>
          {backLabel}
        </button>
      </div>
      <h1 class="rules__title" ref={title} tabIndex={-1}>
        {setup ? t('rules.inForceTitle') : t('rules.title')}
      </h1>
      {notice && (
        <p class="rules__notice" role="status">
          {notice}
        </p>
      )}
      {inForce && (
        <>
          <p class="rules__intro">{t('rules.inForceIntro')}</p>
          <ul class="rules__in-force">
            {inForce.map((line) => (
              <InForceItem key={line.id} line={line} />
            ))}
          </ul>
        </>
      )}
      <p class="rules__intro">{content.intro}</p>
      <nav class="rules__contents" id={CONTENTS_ID} tabIndex={-1} aria-labelledby="rules-contents-title">
        <h2 id="rules-contents-title" class="rules__contents-title">
          {t('rules.contents')}
        </h2>
        <ul>
          {SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#${sectionAnchor(id)}`} onClick={jumpTo(sectionAnchor(id))}>
                {t(`rules.section.${id}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <Section id="game" intro={content.intros.game}>
        {GAME_TOPICS.map((id) => (
          <TopicView key={id} topic={content.game[id]} edition={edition} />
        ))}
      </Section>

      <Section id="cards" intro={content.intros.cards}>
        {CARD_TOPICS.map((id) => {
          const card = content.cards[id];
          return (
            <TopicView
              key={id}
              topic={card}
              edition={edition}
              before={
                <p class="rules__card">
                  <span class="rules__face">{card.faces}</span>
                  <span class="rules__copies">{card.copies}</span>
                </p>
              }
            />
          );
        })}
      </Section>

      <Section id="pairings" intro={content.intros.pairings}>
        {PAIRINGS.map((id) => {
          const pairing = content.pairings[id];
          return (
            <TopicView
              key={id}
              topic={pairing}
              edition={edition}
              before={
                <p class="rules__card">
                  <span class="rules__face">{pairing.cards}</span>
                </p>
              }
            />
          );
        })}
      </Section>

      <Section id="warlords" intro={content.intros.warlords}>
        {(['blue', 'red'] as const satisfies readonly Player[]).map((owner) => (
          <div key={owner} class="rules__group">
            <h3 class="rules__group-title">{content.warlordOwners[owner]}</h3>
            {(owner === 'blue' ? BLUE_WARLORDS : RED_WARLORDS).map((id) => {
              const warlord = content.warlords[id];
              return (
                <TopicView
                  key={id}
                  topic={warlord}
                  edition={edition}
                  level={4}
                  before={<Facts facts={[['rules.when', warlord.when]]} />}
                />
              );
            })}
          </div>
        ))}
      </Section>

      <Section id="events" intro={content.intros.events}>
        {EVENTS.map((id) => {
          const event = content.events[id];
          return (
            <TopicView
              key={id}
              topic={event}
              edition={edition}
              before={
                <Facts
                  facts={[
                    ['rules.condition', event.condition],
                    ['rules.effect', event.effect],
                  ]}
                />
              }
            />
          );
        })}
      </Section>
    </main>
  );
}

/** One part of the reference: an h2 heading, an optional intro, its topics, and a link back to the contents. */
function Section({ id, intro, children }: { id: SectionId; intro?: string; children: ComponentChildren }) {
  const anchor = sectionAnchor(id);
  return (
    <section class="rules__section" id={anchor} tabIndex={-1} aria-labelledby={`${anchor}-title`}>
      <h2 id={`${anchor}-title`} class="rules__section-title">
        {t(`rules.section.${id}`)}
      </h2>
      {intro && <p class="rules__section-intro">{intro}</p>}
      {children}
      <a class="rules__up" href={`#${CONTENTS_ID}`} onClick={jumpTo(CONTENTS_ID)}>
        ↑ {t('rules.toContents')}
      </a>
    </section>
  );
}

/** One line of the rules in force: title, explanation, ruling ids. */
function InForceItem({ line }: { line: InForceLine }) {
  return (
    <li class="rules__in-force-item" data-line={line.id}>
      <strong class="rules__in-force-title">{line.title}</strong>
      <span class="rules__in-force-text">{line.text}</span>
      <Rulings ids={line.rulings} />
    </li>
  );
}

/** A topic: a heading (h3, or h4 inside a group), its blocks, edition differences and rulings. */
function TopicView({
  topic,
  edition,
  level = 3,
  before,
}: {
  topic: Topic;
  edition: Edition | null;
  level?: 3 | 4;
  before?: ComponentChildren;
}) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <article class="rules__topic">
      <Heading class="rules__topic-title">{topic.title}</Heading>
      {before}
      {topic.body.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
      {topic.editions && <Editions note={topic.editions} edition={edition} />}
      <Rulings ids={topic.rulings} />
    </article>
  );
}

/** A paragraph, a list, numbered steps or an example. */
function BlockView({ block }: { block: Block }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block) {
    return (
      <ul>
        {block.list.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    );
  }
  if ('steps' in block) {
    return (
      <ol>
        {block.steps.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ol>
    );
  }
  return (
    <p class="rules__example">
      <strong>{t('rules.example')}: </strong>
      {block.example}
    </p>
  );
}

/** Labelled facts (when a warlord is played; an event's condition and effect). */
function Facts({ facts }: { facts: readonly (readonly [MessageKey, string])[] }) {
  return (
    <dl class="rules__facts">
      {facts.map(([label, text]) => (
        <div key={label}>
          <dt>{t(label)}</dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How the English and Polish editions differ; in a game, the edition in force is marked (R-E*). */
function Editions({ note, edition }: { note: EditionNote; edition: Edition | null }) {
  return (
    <div class="rules__editions">
      <p class="rules__editions-title">{t('rules.editions')}</p>
      <dl class="rules__facts">
        {(['en', 'pl'] as const).map((ed) => (
          <div key={ed} class={ed === edition ? 'rules__edition--current' : undefined}>
            <dt>
              {t(`rules.edition.${ed}`)}
              {ed === edition && <> {t('rules.thisGame')}</>}
            </dt>
            <dd>{note[ed]}</dd>
          </div>
        ))}
      </dl>
      <Rulings ids={note.rulings} />
    </div>
  );
}

/** The ruling ids behind a text (docs/spec/RULINGS.md). */
function Rulings({ ids }: { ids: readonly RulingId[] }) {
  if (ids.length === 0) return null;
  return <p class="rules__rulings">{t('rules.rulings', { ids: ids.join(', ') })}</p>;
}
