import type { Schema } from '@earshot/sdk-core';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { useReportingMessage } from '../i18n/reporting/useReportingMessage.ts';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';
import * as styles from './Reporting.css.ts';
import type { BreakdownDimension } from './reportDefinition.ts';
import { type ReportSheet, reportFilename, reportSheet } from './reportTable.ts';
import { saveFile } from './saveFile.ts';

/** Props of {@link ExportReportButtons}. */
export interface ExportReportButtonsProps {
  dimension: BreakdownDimension;
  /** The dates of the report, as the API was asked for them. */
  dates: { start_date: string; end_date: string };
  /** The breakdown on screen. */
  breakdown: Schema<'MetricsBreakdown'>;
}

type Format = 'csv' | 'xlsx';

/** The XLSX writer, loaded only when a workbook is asked for, so it stays out of the main bundle. */
async function xlsxBlob(sheet: ReportSheet): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  return writeXlsxFile(sheet).toBlob();
}

/** The CSV writer, likewise loaded only when a CSV file is asked for. */
async function csvBlob(sheet: ReportSheet): Promise<Blob> {
  const { default: Papa } = await import('papaparse');
  return new Blob([Papa.unparse(sheet)], { type: 'text/csv;charset=utf-8' });
}

/**
 * Exports the breakdown on screen as `report-{dimension}-{start}-{end}.csv` or `.xlsx`: the rows and
 * totals with every figure, unformatted, under translated headers.
 */
export function ExportReportButtons({ dimension, dates, breakdown }: ExportReportButtonsProps) {
  const t = useReportingMessage();
  const { toasts } = usePlatform();
  const [pending, setPending] = useState<Format | null>(null);
  const exportAs = async (format: Format) => {
    setPending(format);
    try {
      const sheet = reportSheet(t, dimension, breakdown);
      saveFile(
        reportFilename(dimension, dates, format),
        await (format === 'csv' ? csvBlob : xlsxBlob)(sheet),
      );
      toasts.notify({ kind: 'success', message: t('reporting.downloaded') });
    } catch (error) {
      toasts.notify({
        kind: 'error',
        message: t('reporting.downloadFailed', { message: (error as Error).message }),
      });
    } finally {
      setPending(null);
    }
  };
  return (
    <div className={styles.exportActions}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="secondary"
          isDisabled={pending !== null && pending !== format}
          isPending={pending === format}
          onPress={() => void exportAs(format)}
        >
          {t(`reporting.export.${format}`)}
        </Button>
      ))}
    </div>
  );
}
