/** The frame every tool page shares: nav bar (back to the study tab) and body. */
import type { ReactNode } from 'react';
import { PATHS } from '../../app/paths';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import './tools.css';

export function ToolFrame({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const back = useGoBack(PATHS.study);
  return (
    <div className="page" data-testid={testId}>
      <NavBar title={title} onBack={back} />
      <main className="page__body tools-body">{children}</main>
    </div>
  );
}
