p='eslint.config.js'
t=open(p).read()
start=t.index("  {\n    files: ['src/contract/**/*.ts', 'src/engine/format/**/*.ts', 'src/lib")
end=t.index("  {\n    // Every word the app shows")
new=open('scratch/eslint-new.tmp.js').read()
t=t[:start]+new+t[end:]
t=t.replace("share shapes through src/api.","share shapes through src/contract.")
i=t.index("    files: ['mock-server/**/*.ts'],")
j=t.index("\n  },\n",i)
t=t[:i]+open('scratch/eslint-mock.tmp.js').read()+t[j:]
open(p,'w').write(t)
