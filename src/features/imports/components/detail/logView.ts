import { entityType, importLogLevel, type EntityType, type ImportLogLevel } from '@/api';
import { readPageParam } from '../shared/pageParam';

/** Log entries per page on the detail page. */
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

export const logParams = { entity: 'logEntity', level: 'logLevel', text: 'logText', page: 'logPage' } as const;

export const readLogView = (params: URLSearchParams): LogView => {
  const entity = entityType.safeParse(params.get(logParams.entity));
  const level = importLogLevel.safeParse(params.get(logParams.level));
  const text = params.get(logParams.text)?.trim();
  return {
    ...(entity.success ? { entity: entity.data } : {}),
    ...(level.success ? { level: level.data } : {}),
    ...(text ? { text } : {}),
    page: readPageParam(params.get(logParams.page)),
  };
};

/** Writes the log view into the page's parameters, keeping any others, and leaving out defaults. */
export const writeLogView = (params: URLSearchParams, view: LogView): URLSearchParams => {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | undefined) => (value ? next.set(name, value) : next.delete(name));
  set(logParams.entity, view.entity);
  set(logParams.level, view.level);
  set(logParams.text, view.text?.trim());
  set(logParams.page, view.page > 1 ? String(view.page) : undefined);
  return next;
};

export const hasLogFilters = (view: LogView) => Boolean(view.entity || view.level || view.text);
