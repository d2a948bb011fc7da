# The app image: Node 22, workspace installed with the pinned pnpm, web app built.
FROM node:22-bookworm-slim
WORKDIR /app
RUN npm install -g pnpm@10.34.8
COPY . .
RUN pnpm install --frozen-lockfile && pnpm --filter @rentas/web build
ENV NODE_ENV=production PORT=5000
EXPOSE 5000
CMD ["pnpm", "--filter", "@rentas/server", "exec", "tsx", "src/server.ts"]
