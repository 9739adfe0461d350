import CountriesSystem
import Testing

/// `HOME` unset: the home directory comes from /etc/passwd, read by the
/// program itself (a static executable has no NSS to ask).
@Suite struct PasswordFileTests {
    let passwd = """
        root:x:0:0:root:/root:/bin/bash
        daemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin
        # a comment, and a short line
        broken:x
        ada:x:1000:1000:Ada Lovelace,,,:/home/ada:/bin/zsh
        nohome:x:1001:1001:::/bin/sh
        """

    @Test func theHome_isTheSixthFieldOfTheUsersLine() {
        #expect(PasswordFile.home(ofUser: 1000, in: passwd) == "/home/ada")
        #expect(PasswordFile.home(ofUser: 0, in: passwd) == "/root")
    }

    @Test func noLine_orAnEmptyHome_isNone() {
        #expect(PasswordFile.home(ofUser: 4242, in: passwd) == nil)
        #expect(PasswordFile.home(ofUser: 1001, in: passwd) == nil)
        #expect(PasswordFile.home(ofUser: 0, in: "") == nil)
    }
}
