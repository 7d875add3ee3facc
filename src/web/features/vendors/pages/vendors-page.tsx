import { Truck } from 'lucide-react';
import { PlannedScreen } from '@web/components/planned-screen';

export default function VendorsPage() {
  return (
    <PlannedScreen
      title="Vendor Management"
      description="The suppliers and contractors your team works with."
      icon={Truck}
      emptyTitle="No vendors found"
      emptyDescription="Suppliers and contractors will appear here with their type and contact details."
    />
  );
}
