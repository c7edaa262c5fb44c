import { AllCommunityModule, type ColDef, ModuleRegistry } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import type { PlaylistRow } from '../../src/index.ts';

ModuleRegistry.registerModules([AllCommunityModule]);

// The PlaylistTable's columns and default order (newest first), with AG Grid's own sorting and
// multi-row selection with checkboxes.
const columns: ColDef<PlaylistRow>[] = [
  { field: 'name', headerName: 'Name', flex: 2 },
  { field: 'type', headerName: 'Type', flex: 1 },
  { field: 'inventory_size', headerName: 'No. of items', flex: 1, type: 'numericColumn' },
  { field: 'created_at', headerName: 'Creation date', flex: 1, sort: 'desc' },
  {
    colId: 'tags',
    headerName: 'Tags ID',
    flex: 2,
    valueGetter: (params) => params.data?.tags.join(', ') ?? '',
  },
];

/** AG Grid Community rendering the same rows as the PlaylistTable. */
export function AgGridTable({ rows }: { rows: PlaylistRow[] }) {
  return (
    <div style={{ height: 600 }}>
      <AgGridReact<PlaylistRow>
        rowData={rows}
        columnDefs={columns}
        defaultColDef={{ sortable: true }}
        rowSelection={{ mode: 'multiRow' }}
        rowHeight={44}
        getRowId={(params) => params.data.id}
      />
    </div>
  );
}
