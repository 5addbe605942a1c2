import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { isApiUnavailable } from '../../shared/api/lumiApi.ts';
import { builtInPath } from '../../shared/explorer/index.ts';
import { Notice } from './Notice.tsx';
import { extrinsicLocationQuery } from './queries.ts';
import { ReadFailedNotice } from './ReadFailedNotice.tsx';

/**
 * A bare hash: the API's index says which block and position hold the extrinsic, and the view opens it there.
 * A hash the index does not know (or no API at all) may still be a block's: the block view says what it is.
 */
export function ExtrinsicByHash({ hash }: { hash: string }) {
  const query = useQuery(extrinsicLocationQuery(hash));
  if (query.isPending) return <Notice kind="loading" />;
  if (query.isError && !isApiUnavailable(query.error))
    return <ReadFailedNotice error={query.error} onRetry={() => void query.refetch()} />;
  const found = query.data;
  const to = found
    ? builtInPath({ kind: 'extrinsic', block: found.blockNumber, index: found.index })
    : builtInPath({ kind: 'block', block: hash });
  return to === undefined ? null : <Navigate to={to} replace />;
}
