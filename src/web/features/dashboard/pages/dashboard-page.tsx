import { LayoutDashboard } from 'lucide-react';
import { PlannedScreen } from '@web/components/planned-screen';
import { useAuth } from '@web/lib/auth/auth-context';

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

export default function DashboardPage() {
  const { user } = useAuth();
  const name = user?.firstName ? `, ${user.firstName}` : '';
  return (
    <PlannedScreen
      title="Dashboard"
      description={`${greeting(new Date().getHours())}${name}. Here is what needs attention in your warehouse.`}
      icon={LayoutDashboard}
      emptyTitle="Your maintenance overview will appear here"
      emptyDescription="Open and completed work orders, active equipment, upcoming preventive maintenance and recent alerts are summarised on this screen."
    />
  );
}
