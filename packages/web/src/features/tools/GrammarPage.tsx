/**
 * Grammar structure: the reduced tree of a sentence (clauses and phrases with their roles for
 * English and Spanish; segments, particles and endings explained for Chinese, Japanese and
 * Korean), collapsible, one column that reads at 375 px.
 */
import type { GrammarNode } from '@qfl/core';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrammarQuery } from './api/analyze';
import { ToolError, ToolInput } from './ToolInput';
import { ToolFrame } from './ToolsPage';
import { useToolParams } from './use-tool-params';

function Leaf({ node }: { node: GrammarNode }) {
  const { t } = useTranslation();
  const kind =
    node.label === 'particle' || node.label === 'ending' || node.label === 'relpron' || node.label === 'conj' ? node.label : 'word';
  return (
    <li className={`tools-leaf tools-leaf--${kind}`} data-testid="grammar-leaf" data-label={node.label}>
      <span className="tools-leaf__text">{node.text}</span>
      {node.reading && <span className="tools-leaf__reading">{node.reading}</span>}
      {node.label !== 'word' && node.label !== 'punct' && (
        <span className="tools-badge">{t(`tools.grammar.labels.${node.label}`, { defaultValue: node.label })}</span>
      )}
      {node.pos && node.label === 'word' && (
        <span className="tools-leaf__pos">{t(`tools.pos.${node.pos}`, { defaultValue: node.pos })}</span>
      )}
      {node.note && (
        <span className="tools-note" data-testid="grammar-note">
          {t(`tools.grammar.notes.${node.note}`, { defaultValue: '' })}
        </span>
      )}
    </li>
  );
}

/** Stable keys for sibling nodes (label and text, numbered when they repeat). */
function keyed(nodes: GrammarNode[]): [string, GrammarNode][] {
  const seen = new Map<string, number>();
  return nodes.map((n) => {
    const base = `${n.label}|${n.text}`;
    const k = seen.get(base) ?? 0;
    seen.set(base, k + 1);
    return [`${base}|${k}`, n];
  });
}

function Branch({ node, depth }: { node: GrammarNode; depth: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(depth < 3);
  const leaves = node.children.every((c) => c.children.length === 0);
  return (
    <li className={`tools-branch tools-branch--${node.label}`} data-testid="grammar-node" data-label={node.label}>
      <button type="button" className="tools-branch__head" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span className="tools-branch__caret" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
        <span className="tools-badge tools-badge--strong">{t(`tools.grammar.labels.${node.label}`, { defaultValue: node.label })}</span>
        {node.role && (
          <span className={`tools-role tools-role--${node.role}`} data-testid="grammar-role">
            {t(`tools.grammar.roles.${node.role}`, { defaultValue: node.role })}
          </span>
        )}
        <span className="tools-branch__text">{node.text}</span>
      </button>
      {node.note && <p className="tools-note">{t(`tools.grammar.notes.${node.note}`, { defaultValue: '' })}</p>}
      {open && (
        <ul className={`tools-tree${leaves ? ' tools-tree--leaves' : ''}`}>
          {keyed(node.children).map(([key, c]) =>
            c.label === 'punct' ? null : c.children.length > 0 ? (
              <Branch key={key} node={c} depth={depth + 1} />
            ) : (
              <Leaf key={key} node={c} />
            ),
          )}
        </ul>
      )}
    </li>
  );
}

export default function GrammarPage() {
  const { t } = useTranslation();
  const { lang, value, submit } = useToolParams('text');
  const q = useGrammarQuery(lang, value);
  return (
    <ToolFrame title={t('tools.grammar.title')} testId="page-tools-grammar">
      <ToolInput
        key={`${lang}|${value}`}
        lang={lang}
        initial={value}
        placeholder={t('tools.grammar.placeholder')}
        submitLabel={t('tools.grammar.submit')}
        loading={q.isFetching}
        onSubmit={submit}
      />
      {q.isError && <ToolError error={q.error} />}
      {q.isFetching && !q.data && (
        <div className="tools-loading">
          <DotLoading />
        </div>
      )}
      {q.data && (
        <section className="card" data-testid="grammar-tree">
          <p className="muted tools-hint">
            {t(q.data.lang === 'en' || q.data.lang === 'es' ? 'tools.grammar.hintWestern' : 'tools.grammar.hintEast')}
          </p>
          <ul className="tools-tree tools-tree--root" lang={q.data.lang}>
            <Branch node={q.data.tree} depth={0} />
          </ul>
        </section>
      )}
      {!value && <p className="muted tools-intro">{t('tools.grammar.intro')}</p>}
    </ToolFrame>
  );
}
