import { describe, expect, it } from 'vitest';
import {
  MOBILE_MENU,
  SIDEBAR_FOOTER,
  SIDEBAR_SECTIONS,
  findActiveHref,
  visibleEntries,
  visibleSections,
  type NavEntry,
} from './navigation';
import { appMessages } from '../messages';

/** The entries keep catalogue keys; the English catalogue is what a person reads in English. */
const englishLabel = (entry: NavEntry) => appMessages.source[entry.label];

const sidebarLabels = (role: Parameters<typeof visibleSections>[1]) =>
  visibleSections(SIDEBAR_SECTIONS, role).flatMap((section) => section.entries.map(englishLabel));

describe('navigation', () => {
  it('shows a technician only what the role can open', () => {
    expect(sidebarLabels('technician')).toEqual([
      'Dashboard',
      'Work Orders',
      'Equipment',
      'Locations',
      'Inventory',
      'Purchasing',
      'Preventive Maintenance',
      'Procedures',
      'Vendors',
    ]);
    expect(visibleEntries(MOBILE_MENU, 'technician').map(englishLabel)).toEqual([
      'Dashboard',
      'Work Orders',
      'Equipment',
      'Locations',
      'Inventory',
      'Purchasing',
      'Preventive Maintenance',
      'Procedures',
      'Vendors',
      'Settings',
    ]);
  });

  it('gives supervisors analytics and reports (issue 12)', () => {
    expect(sidebarLabels('supervisor')).toEqual(expect.arrayContaining(['Analytics', 'Reports']));
    expect(visibleEntries(MOBILE_MENU, 'supervisor').map(englishLabel)).toContain('Reports');
    expect(sidebarLabels('technician')).not.toContain('Analytics');
    // The demo is a diagnostic page for those who look after the system (issue 22), not a job tool.
    expect(sidebarLabels('supervisor')).not.toContain('Phase 1 Demo');
    expect(visibleEntries(MOBILE_MENU, 'technician').map(englishLabel)).not.toContain('Reports');
  });

  it('adds analytics, performance and monitoring for managers, and users and the Mail log for admins', () => {
    const manager = sidebarLabels('manager');
    expect(manager).toEqual(
      expect.arrayContaining([
        'Analytics',
        'Administration',
        'Performance',
        'Monitoring',
        'System Monitoring',
        'Phase 1 Demo',
      ]),
    );
    expect(manager).not.toContain('Users');
    expect(manager).not.toContain('Mail log');
    expect(manager).not.toContain('Single sign-on');
    expect(manager).not.toContain('API keys');
    expect(sidebarLabels('admin')).toEqual(
      expect.arrayContaining(['Users', 'Mail log', 'Single sign-on', 'API keys']),
    );
    expect(visibleEntries(MOBILE_MENU, 'manager').map(englishLabel)).toContain('Reports');
    expect(visibleEntries(SIDEBAR_FOOTER, 'technician').map((entry) => entry.href)).toEqual(['/settings']);
  });

  it('puts Requests after Work Orders for supervisors and up, on the phone too (issue 23)', () => {
    expect(sidebarLabels('supervisor').slice(0, 3)).toEqual(['Dashboard', 'Work Orders', 'Requests']);
    expect(visibleEntries(MOBILE_MENU, 'manager').map(englishLabel)).toContain('Requests');
  });

  it('gives supervisors and up the planning board after Requests, on the phone too (issue 26)', () => {
    expect(sidebarLabels('supervisor').slice(0, 4)).toEqual([
      'Dashboard',
      'Work Orders',
      'Requests',
      'Planning',
    ]);
    expect(visibleEntries(MOBILE_MENU, 'manager').map(englishLabel)).toContain('Planning');
    expect(sidebarLabels('technician')).not.toContain('Planning');
  });

  it('highlights the most specific entry', () => {
    const hrefs = ['/dashboard', '/admin', '/admin/users', '/admin/performance'];
    expect(findActiveHref('/', hrefs)).toBe('/dashboard');
    expect(findActiveHref('/admin', hrefs)).toBe('/admin');
    expect(findActiveHref('/admin/users', hrefs)).toBe('/admin/users');
    expect(findActiveHref('/admin/performance/', hrefs)).toBe('/admin/performance');
    expect(findActiveHref('/nowhere', hrefs)).toBeUndefined();
  });
});
