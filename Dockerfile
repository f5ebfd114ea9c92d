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

# next build, then the custom server and the platform CLI (dist/server.mjs, dist/cli.mjs).
FROM deps AS build
ENV NEXT_TELEMETRY_DISABLED=1
COPY . .
RUN npm run build && rm -rf .next/cache

# Production dependencies only (no dev dependencies in the runtime image).
FROM ${BASE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# next names @playwright/test as an optional peer, so npm keeps this test tool (and its browser driver).
RUN rm -rf node_modules/@playwright node_modules/playwright node_modules/playwright-core

FROM ${BASE_IMAGE} AS runtime
# HOSTNAME: the server's listen address; a container's own HOSTNAME would be its id.
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 HOSTNAME=0.0.0.0 PORT=3000
RUN useradd --system --uid 10001 --user-group --no-create-home --home-dir /app frontdesk
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json /app/next.config.ts ./
COPY --from=build /app/dist ./dist
COPY --from=build /app/lib/platform/db/migrations ./lib/platform/db/migrations
COPY --from=build /app/lib/app-db/migrations ./lib/app-db/migrations
# Next may write its cache under .next at run time; everything else stays root-owned, read-only to the app.
COPY --from=build --chown=frontdesk:frontdesk /app/.next ./.next
USER frontdesk
EXPOSE 3000
# /readyz: 200 while this instance is started and its database answers (docs/self-hosting/operations.md).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/server.mjs"]
