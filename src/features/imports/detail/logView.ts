import { entityTypes, importLogLevels } from '@/api/terms';
import type { EntityType, ImportLogLevel } from '@/api';
import { oneOf, pageParam, readUrlState, textParam, writeUrlState, type UrlParams } from '@/lib/urlState';

export const logPageSize = 50;

/** Which part of the log the detail page shows, as held in the address bar: `?logLevel=error&logPage=2`. */
export interface LogView {
  entity?: EntityType;
  level?: ImportLogLevel;
  /** entries whose message contains this text */
  text?: string;
  /** 1-based */
  page: number;
}

const logParams: UrlParams<LogView> = {
  entity: oneOf('logEntity', entityTypes),
  level: oneOf('logLevel', importLogLevels),
  text: textParam('logText'),
  page: pageParam('logPage'),
};

export const readLogView = (params: URLSearchParams): LogView => ({ page: 1, ...readUrlState(logParams, params) });

/** Writes the log view into the page's parameters, keeping any others, and leaving out defaults. */
export const writeLogView = (params: URLSearchParams, view: LogView): URLSearchParams => writeUrlState(logParams, view, params);

export const hasLogFilters = (view: LogView) => Boolean(view.entity || view.level || view.text);
