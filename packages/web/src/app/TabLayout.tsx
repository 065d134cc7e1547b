/**
 * The four tabs (study, social, info, mine) with antd-mobile's TabBar at the bottom. A tab
 * switch pushes a history entry, so the browser's back walks the tabs the user visited and
 * then the pages before them; tapping the tab already shown adds nothing.
 */
import TabBar from 'antd-mobile/es/components/tab-bar';
import AppOutline from 'antd-mobile-icons/es/AppOutline';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import TeamOutline from 'antd-mobile-icons/es/TeamOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useInfoBadge } from '../features/info/use-info-badge';
import { PATHS } from './paths';

const TABS = [
  { path: PATHS.study, label: 'tabs.study', icon: <AppOutline />, testId: 'tab-study' },
  { path: PATHS.social, label: 'tabs.social', icon: <TeamOutline />, testId: 'tab-social' },
  { path: PATHS.info, label: 'tabs.info', icon: <MessageOutline />, testId: 'tab-info' },
  { path: PATHS.mine, label: 'tabs.mine', icon: <UserOutline />, testId: 'tab-mine' },
] as const;

/** The tab a page belongs to: the study tab's other homes (/pages/index/newindex, /self) light the study tab. */
function tabOf(pathname: string): string {
  return pathname.startsWith('/pages/index/') ? PATHS.study : pathname;
}

export default function TabLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const infoBadge = useInfoBadge();
  return (
    <div className="tab-layout">
      <div className="tab-layout__page">
        <Outlet />
      </div>
      <TabBar className="tab-bar" activeKey={tabOf(pathname)} safeArea>
        {TABS.map((tab) => (
          // onClick, not the bar's onChange: tapping the lit study tab on one of its other homes still opens the tab.
          <TabBar.Item
            key={tab.path}
            icon={tab.icon}
            title={t(tab.label)}
            badge={tab.path === PATHS.info ? infoBadge : undefined}
            onClick={() => {
              if (tab.path !== pathname) navigate(tab.path);
            }}
            data-testid={tab.testId}
          />
        ))}
      </TabBar>
    </div>
  );
}
