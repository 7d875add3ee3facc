import { Package } from 'lucide-react';
import { PlannedScreen } from '@web/components/planned-screen';

export default function InventoryPage() {
  return (
    <PlannedScreen
      title="Inventory"
      description="Spare parts, stock levels and reorder points."
      icon={Package}
      emptyTitle="No parts to show yet"
      emptyDescription="Parts will be listed with part number, category, stock level against reorder point, unit cost and location."
    />
  );
}
