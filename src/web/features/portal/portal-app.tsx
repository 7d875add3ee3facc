import { Route, Switch } from 'wouter';
import { LinkNotInUse } from './components/portal-frame';
import RequestPage from './pages/request-page';
import RequestStatusPage from './pages/request-status-page';

/** The portal page's routes (src/shared/portal-pages.ts); any other path under it is a dead link. */
export function PortalApp() {
  return (
    <Switch>
      <Route path="/r/:portalKey/status/:trackingCode" component={RequestStatusPage} />
      <Route path="/r/:portalKey/:assetTag?" component={RequestPage} />
      <Route component={LinkNotInUse} />
    </Switch>
  );
}
