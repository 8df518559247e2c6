/**
 * `/permission/contract`: the `/v2/cms` contract as integrators read it, rendered by Swagger UI from the OpenAPI
 * document the shell's server serves, one call family at a time (picked above it). Lazy (its own chunk, with Swagger
 * UI's): only super admins who open it pay for it; the login page and /home never load it. Read-only: "Try it out"
 * is off (a call from here would run with the super admin's own session).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PageHeader } from 'shared-ui/components';
import SwaggerUI from 'swagger-ui-react';
import swaggerCss from 'swagger-ui-react/swagger-ui.css';
import { CONTRACT_DOCUMENT_URL } from './contractPage';
import { familiesOf, familyDocument, type OpenApiLike } from './familyDocument';
import { useOneMainLandmark } from './useOneMainLandmark';

const STYLE_ID = 'swagger-ui-styles';

/** Swagger UI's stylesheet, added once while the page is shown (webpack hands it over as text: `asset/source`). */
function useSwaggerStyles(): void {
  useEffect(() => {
    if (document.getElementById(STYLE_ID)) return undefined;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = swaggerCss;
    document.head.appendChild(style);
    return () => style.remove();
  }, []);
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; doc: OpenApiLike };

function useContractDocument(): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    // The static document, not an API call: it is not under the API prefix and needs no session.
    fetch(CONTRACT_DOCUMENT_URL)
      .then((res) => (res.ok ? (res.json() as Promise<OpenApiLike>) : Promise.reject(new Error(String(res.status)))))
      .then((doc) => live && setLoaded({ state: 'ready', doc }))
      .catch(() => live && setLoaded({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}

export function ContractPage() {
  useSwaggerStyles();
  const swagger = useRef<HTMLDivElement>(null);
  useOneMainLandmark(swagger, '接口列表');
  const loaded = useContractDocument();
  const families = useMemo(() => (loaded.state === 'ready' ? familiesOf(loaded.doc) : []), [loaded]);
  const [picked, setPicked] = useState<string | null>(null);
  const family = picked ?? families[0]?.name ?? '';
  const spec = useMemo(() => (loaded.state === 'ready' && family ? familyDocument(loaded.doc, family) : null), [loaded, family]);
  return (
    <Box data-testid="contract-page">
      <PageHeader
        title="接口约定"
        subtitle="/v2/cms 接口的 OpenAPI 3.1 文档：由契约与模块定义生成（pnpm contract）。每个操作写明角色规则、所属菜单路径与错误码；用 pnpm conformance 检查一个后端是否遵守。"
      />
      {loaded.state === 'loading' ? <CircularProgress size={28} aria-label="加载中" /> : null}
      {loaded.state === 'failed' ? <Alert severity="error">接口文档加载失败（{CONTRACT_DOCUMENT_URL}），请刷新重试</Alert> : null}
      {families.length > 0 ? (
        <TextField
          select
          size="small"
          label={`接口分组（共 ${families.length} 组）`}
          value={family}
          onChange={(e) => setPicked(e.target.value)}
          sx={{ minWidth: 480, mb: 1 }}
          slotProps={{ htmlInput: { 'data-testid': 'contract-family' } }}
        >
          {families.map((f) => (
            <MenuItem key={f.name} value={f.name}>
              {f.name}（{f.operations}）
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <div ref={swagger}>
        {spec ? <SwaggerUI key={family} spec={spec} docExpansion="list" defaultModelsExpandDepth={-1} supportedSubmitMethods={[]} deepLinking={false} /> : null}
      </div>
    </Box>
  );
}

export default ContractPage;
