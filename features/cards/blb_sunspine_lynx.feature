Feature: Sunspine Lynx: no player gains life (nor a higher life total), the rest of the spell still happens, and protection prevents no damage
  Sunspine Lynx {2}{R}{R} — Creature — Elemental Cat 5/4: Players can't gain life. Damage can't be prevented.
  When this creature enters, it deals damage to each player equal to the number of nonbasic lands that player
  controls.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). CR 119.7 and 119.8 (a player who can't gain life: the effect does nothing for them, the rest of
  the spell happens), 615.12 (damage that can't be prevented), 702.16e (protection prevents damage from sources
  of its quality), 101.2 (a "can't" wins over a "can"), 603.2 and 120.3a (the enters ability's damage to each
  player), 119.5 (a life total that becomes a number: the player gains or loses the difference). Lightning Helix
  {R}{W}: deals 3 damage to any target and its controller gains 3 life. Blessed Wind {7}{W}{W}: target player's
  life total becomes 20. Wildfire Howl, its gift not promised, deals 2 damage to each creature. Repentant
  Blacksmith (1/2) has protection from red.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob controls Grizzly Bears

  @ruling:ee42eb398a51 @cr:119.7 @cr:119.8 @cr:608.2
  Rule: A spell that would make a player gain life still resolves: no life is gained, its other effects happen
    Spells and abilities that cause players to gain life still resolve while Sunspine Lynx is on the battlefield.
    No player will gain life, but any other effects of that spell or ability will happen.

    @id:blb-sunspine-lynx-helix-no-life
    Scenario: With Bob's Sunspine Lynx on the battlefield, Alice's Lightning Helix deals its 3 damage but she gains no life
      Given Bob controls Sunspine Lynx
      And Alice has Lightning Helix in her hand
      And Alice has {R}{W} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Lightning Helix from her hand
      And all players pass priority until the stack is empty
      Then Bob's life total is 17
      And Alice's life total is 20

    @id:blb-sunspine-lynx-gone-helix-gains
    Scenario: With no Sunspine Lynx on the battlefield, Alice's Lightning Helix deals 3 damage and she gains 3 life
      Given Alice has Lightning Helix in her hand
      And Alice has {R}{W} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Lightning Helix from her hand
      And all players pass priority until the stack is empty
      Then Bob's life total is 17
      And Alice's life total is 23

  @ruling:8a1510f24e75 @cr:119.5 @cr:119.7 @cr:119.8
  Rule: A life total set higher than it is doesn't change while Sunspine Lynx is on the battlefield; set lower, it does
    If an effect says to set a player's life total to a number that's higher than the player's current life
    total while Sunspine Lynx is on the battlefield, the player's life total doesn't change.

    @id:blb-sunspine-lynx-8a1510
    Scenario: With Bob's Sunspine Lynx on the battlefield, Blessed Wind sets Alice's life total of 10 to 20: it stays 10
      Given Bob controls Sunspine Lynx
      And Alice's life total is 10
      And Alice has Blessed Wind in her hand
      And Alice has {W}{W}{C}{C}{C}{C}{C}{C}{C} in her mana pool
      And Alice will choose Alice as targets
      When Alice casts Blessed Wind from her hand
      And all players pass priority until the stack is empty
      Then Alice's life total is 10

    @id:blb-sunspine-lynx-8a1510-lower
    Scenario: With Sunspine Lynx on the battlefield, Blessed Wind sets Bob's life total of 25 to 20: he loses 5 life
      Given Alice controls Sunspine Lynx
      And Bob's life total is 25
      And Alice has Blessed Wind in her hand
      And Alice has {W}{W}{C}{C}{C}{C}{C}{C}{C} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Blessed Wind from her hand
      And all players pass priority until the stack is empty
      Then Bob's life total is 20

    @id:blb-sunspine-lynx-8a1510-absent
    Scenario: With no Sunspine Lynx on the battlefield, Blessed Wind sets Alice's life total of 10 to 20
      Given Alice's life total is 10
      And Alice has Blessed Wind in her hand
      And Alice has {W}{W}{C}{C}{C}{C}{C}{C}{C} in her mana pool
      And Alice will choose Alice as targets
      When Alice casts Blessed Wind from her hand
      And all players pass priority until the stack is empty
      Then Alice's life total is 20

  @ruling:dc5a70c75a3c @cr:615.12 @cr:702.16e
  Rule: Protection can't prevent damage while Sunspine Lynx is on the battlefield
    Protection prevents damage, so protection will be unable to prevent damage while Sunspine Lynx is on the
    battlefield.

    @id:blb-sunspine-lynx-protection-doesnt-prevent
    Scenario: With Sunspine Lynx on the battlefield, Wildfire Howl's damage to Repentant Blacksmith (protection from red) isn't prevented
      Given Alice controls Sunspine Lynx
      And Bob controls Repentant Blacksmith
      And Alice has Wildfire Howl in her hand
      And Alice has {R}{R}{C} in her mana pool
      And Alice will choose no one to promise the gift to
      When Alice casts Wildfire Howl from her hand
      And all players pass priority until the stack is empty
      Then Bob has Repentant Blacksmith and Grizzly Bears in his graveyard
      And Sunspine Lynx has 2 damage marked on it

    @id:blb-sunspine-lynx-absent-protection-prevents
    Scenario: Without Sunspine Lynx, protection from red prevents Wildfire Howl's damage to Repentant Blacksmith
      Given Bob controls Repentant Blacksmith
      And Alice has Wildfire Howl in her hand
      And Alice has {R}{R}{C} in her mana pool
      And Alice will choose no one to promise the gift to
      When Alice casts Wildfire Howl from her hand
      And all players pass priority until the stack is empty
      Then Bob controls Repentant Blacksmith
      And Repentant Blacksmith has 0 damage marked on it
      And Bob has Grizzly Bears in his graveyard

  @cr:603.2 @cr:120.3a
  Rule: Sunspine Lynx's enters ability deals each player damage equal to the nonbasic lands they control
    CR 603.2 and 120.3a: Sunspine Lynx's enters ability triggers as it enters and deals each player damage equal
    to the number of nonbasic lands that player controls (a basic land doesn't count).

    @id:blb-sunspine-lynx-enters-damage
    Scenario: Alice controls Shivan Reef and a Mountain, Bob two Exotic Orchards: Alice loses 1 life, Bob 2
      Given Alice controls Shivan Reef and Mountain
      And Bob controls 2 Exotic Orchard
      And Alice has Sunspine Lynx in her hand
      And Alice has {R}{R}{C}{C} in her mana pool
      When Alice casts Sunspine Lynx from her hand
      And all players pass priority until the stack is empty
      Then Alice's life total is 19
      And Bob's life total is 18
