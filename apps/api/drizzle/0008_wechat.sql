ALTER TABLE "users" ADD COLUMN "wechat_openid" text;
