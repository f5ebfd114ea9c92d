# Frontdesk's container image: one image, run as many instances as needed (compose.yaml runs two).
# Builds anywhere with the public Node 20 image; BASE_IMAGE names another Node 20 image on Debian
# (scripts/container-check.sh builds one from Debian's packages where no image can be pulled).
# The build reaches only the npm registry.
ARG BASE_IMAGE=node:20-bookworm-slim

# Every dependency, for the build.
FROM ${BASE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# next build, then the custom server and the platform CLI (dist/server.mjs, dist/cli.mjs), then build/runtime/: those
# two, the migrations they run, .next without its cache, and only the node_modules files the server loads, traced
# (scripts/runtime-files.mjs; docs/decisions/028-runtime-files-traced.md).
FROM deps AS build
ENV NEXT_TELEMETRY_DISABLED=1
COPY . .
# CI=1: Turbopack's cache is not written (next.config.ts): a clean build never reads it back
RUN CI=1 npm run build

# build/runtime/ and nothing else from the build, on the bare Node 20 base.
FROM ${BASE_IMAGE} AS runtime
# HOSTNAME: the server's listen address; a container's own HOSTNAME would be its id.
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 HOSTNAME=0.0.0.0 PORT=3000
RUN useradd --system --uid 10001 --user-group --no-create-home --home-dir /app frontdesk
WORKDIR /app
COPY --from=build /app/build/runtime/package.json ./
COPY --from=build /app/build/runtime/node_modules ./node_modules
COPY --from=build /app/build/runtime/dist ./dist
COPY --from=build /app/build/runtime/lib ./lib
# Next may write its cache under .next at run time; everything else stays root-owned, read-only to the app.
COPY --from=build --chown=frontdesk:frontdesk /app/build/runtime/.next ./.next
USER frontdesk
EXPOSE 3000
# /readyz: 200 while this instance is started and its database answers (docs/self-hosting/operations.md).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/server.mjs"]
