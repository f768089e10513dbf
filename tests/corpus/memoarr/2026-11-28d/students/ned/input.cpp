#include "input.h"
#include <cstdlib>

string readLine(string prompt) {
    cout << prompt;
    cout.flush();
    string s;
    if (!getline(cin, s)) {
        cout << endl << "Bye." << endl;
        exit(0);
    }
    // trim
    while (s.size() > 0 && (s[s.size() - 1] == ' ' || s[s.size() - 1] == '\r' || s[s.size() - 1] == '\t'))
        s.erase(s.size() - 1);
    while (s.size() > 0 && (s[0] == ' ' || s[0] == '\t')) s.erase(0, 1);
    return s;
}

bool parsePos(string s, Pos &p) {
    if (s.size() != 2) return false;
    char a = toupper(s[0]), b = toupper(s[1]);
    if (a >= '1' && a <= '5') {   // column first, e.g. 4B
        char t = a;
        a = b;
        b = t;
    }
    if (a < 'A' || a > 'E' || b < '1' || b > '5') return false;
    p.r = a - 'A';
    p.c = b - '1';
    return Board::exists(p.r, p.c);
}
